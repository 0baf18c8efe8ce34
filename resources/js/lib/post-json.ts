/** The XSRF token the server set (server/http/csrf.ts), for a page's own fetch. */
function xsrfToken(): string {
  const found = document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='));
  return found ? decodeURIComponent(found.slice('XSRF-TOKEN='.length)) : '';
}

/**
 * A POST of one of the portal's JSON routes that starts something at the provider (an
 * authenticator app's set-up, a passkey prompt), with the form's CSRF token. Anything but
 * an answer (a refusal, an outage, no network) is null: the page says it failed.
 */
export async function postJson<T>(url: string): Promise<T | null> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'x-xsrf-token': xsrfToken(),
      },
      body: '{}',
      credentials: 'same-origin',
    });
    return res.ok ? ((await res.json()) as T | null) : null;
  } catch {
    return null;
  }
}
