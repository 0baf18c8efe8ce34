/**
 * A GET of one of the portal's JSON routes (the pickers' options). A failed answer is
 * `empty`: the picker says 'No options' and the page stays usable.
 */
export async function getJson<T>(url: string, empty: T): Promise<T> {
  try {
    const res = await fetch(url, { headers: { accept: 'application/json' } });
    return res.ok ? ((await res.json()) as T) : empty;
  } catch {
    return empty;
  }
}

/** The query of a page of a searchable picker. */
export const searched = (search: string, page: number) => ({ page, ...(search ? { search } : {}) });
