import type { PageProps } from '../../../shared/pages';
import type { SharedProps } from '../../../shared/types';
export const DEMO_USER = { email: 'demo@portal.test', password: 'Demo!2345' };

/**
 * A browser's side of a session over fetch: keeps cookies, sends the Inertia headers and
 * the XSRF token as the Inertia client does. `base` can change (another portal process).
 */
export class Browser {
  private readonly jar = new Map<string, string>();
  version = '';

  constructor(public base: string) {}

  get cookie(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keep(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }

  /** The headers an Inertia visit sends. */
  headers(extra: Record<string, string> = {}): Record<string, string> {
    return {
      'X-Inertia': 'true',
      'X-Inertia-Version': this.version,
      'X-XSRF-TOKEN': decodeURIComponent(this.jar.get('XSRF-TOKEN') ?? ''),
      Cookie: this.cookie,
      ...extra,
    };
  }

  /** The first load of a page as HTML: sets the cookies and learns the asset version. */
  async open(path = '/login'): Promise<Response> {
    const res = await fetch(this.base + path, { headers: { Cookie: this.cookie } });
    this.keep(res);
    const html = await res.text();
    const match = /<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/.exec(
      html,
    );
    if (match?.[1]) this.version = (JSON.parse(match[1]) as { version: string }).version;
    return res;
  }

  async visit(path: string, headers: Record<string, string> = {}): Promise<Response> {
    const res = await fetch(this.base + path, {
      headers: this.headers(headers),
      redirect: 'manual',
    });
    this.keep(res);
    return res;
  }

  async send(method: string, path: string, body: unknown): Promise<Response> {
    const res = await fetch(this.base + path, {
      method,
      redirect: 'manual',
      headers: this.headers({ 'Content-Type': 'application/json' }),
      body: JSON.stringify(body),
    });
    this.keep(res);
    return res;
  }

  /** A file sent as the client sends a chosen File: multipart, the body's only field. */
  async upload(path: string, field: string, fileName: string, content: string): Promise<Response> {
    const form = new FormData();
    form.append(field, new Blob([content]), fileName);
    const res = await fetch(this.base + path, {
      method: 'POST',
      redirect: 'manual',
      headers: this.headers(),
      body: form,
    });
    this.keep(res);
    return res;
  }

  /** A plain GET with the browser's cookies (the JSON helpers of the widgets): its body. */
  async json<T>(path: string): Promise<T> {
    const res = await fetch(this.base + path, { headers: { Cookie: this.cookie } });
    this.keep(res);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    return (await res.json()) as T;
  }

  /** Signs in as the demo user (or `credentials`); throws unless the portal lets them in. */
  async signIn(credentials = DEMO_USER): Promise<this> {
    if (!this.version || !this.jar.has('XSRF-TOKEN')) await this.open('/login');
    const res = await this.send('POST', '/login', credentials);
    // A refused sign-in (wrong password, stale form, a limit) also redirects: back to /login.
    const to = new URL(res.headers.get('location') ?? '/login', this.base).pathname;
    if ((res.status !== 302 && res.status !== 303) || to === '/login') {
      throw new Error(`sign-in answered ${res.status} to ${to}`);
    }
    return this;
  }
}

export type Page<C extends keyof PageProps> = PageProps[C] & SharedProps;

interface PageObject {
  component: string;
  props: unknown;
}

/** An Inertia visit that must show `component`: its props, or an error naming what came. */
export async function pageOf<C extends keyof PageProps>(
  browser: Browser,
  path: string,
  component: C,
): Promise<Page<C>> {
  const res = await browser.visit(path);
  const text = await res.text();
  if (res.status !== 200) {
    throw new Error(`${path} answered ${res.status} ${res.headers.get('location') ?? text}`);
  }
  const page = JSON.parse(text) as PageObject;
  if (page.component !== component) {
    throw new Error(`${path} showed ${page.component}, not ${component}`);
  }
  return page.props as Page<C>;
}

/** A picker's option: an address, with its country. */
export interface AddressOption {
  value: string;
  label: string;
  country: string;
}

/** A consignee address in `country`, read through the portal's picker page by page. */
export async function deliveryAddressIn(user: Browser, country: string): Promise<AddressOption> {
  for (let page = 1; page < 20; page++) {
    const answer = await user.json<{ options: AddressOption[]; hasMore: boolean }>(
      `/options/addresses?kind=customer&page=${page}`,
    );
    const found = answer.options.find((o) => o.country === country);
    if (found) return found;
    if (!answer.hasMore) break;
  }
  throw new Error(`no consignee address in ${country}`);
}
