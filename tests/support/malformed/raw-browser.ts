import { TEST_VERSION } from '../portal/test-assets';
import type { TokenSource } from './case-types';

/** An answer as it came over the wire: status, headers (one string each) and body. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/** How the suite's browsers reach the portal: raw requests, nothing fixed on the way. */
export interface Wire {
  call(
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: string | Buffer,
  ): Promise<Answer>;
  origin(): string;
}

/** A browser as the suite plays it: its cookies, its CSRF token, and the page it is on. */
export class Browser {
  cookies = new Map<string, string>();
  token = '';
  /** A token that was good for this browser once, or for another session. */
  stale = '';

  constructor(
    private readonly wire: Wire,
    public name: string,
    public page: string,
  ) {}

  keep(answer: Answer): void {
    for (const line of (answer.headers['set-cookie'] ?? '').split('\n')) {
      const match = /^([^=;\s]+)=([^;]*)/.exec(line);
      if (!match) continue;
      const [, name, value] = match as unknown as [string, string, string];
      this.cookies.set(name, value);
      if (name === 'XSRF-TOKEN') this.token = decodeURIComponent(value);
    }
  }

  cookieHeader(overrides: Record<string, string | null> = {}): string {
    const all = new Map(this.cookies);
    for (const [name, value] of Object.entries(overrides)) {
      if (value === null) all.delete(name);
      else all.set(name, value);
    }
    return [...all].map(([n, v]) => `${n}=${v}`).join('; ');
  }

  /** A plain Inertia visit, keeping what it sets. */
  async visit(path: string): Promise<Answer> {
    const answer = await this.wire.call('GET', path, {
      'X-Inertia': 'true',
      'X-Inertia-Version': TEST_VERSION,
      Cookie: this.cookieHeader(),
    });
    this.keep(answer);
    return answer;
  }

  /** A form post as the Inertia client makes it. */
  async post(path: string, body: Record<string, unknown>): Promise<Answer> {
    if (!this.token) await this.visit('/login');
    const answer = await this.wire.call(
      'POST',
      path,
      {
        'X-Inertia': 'true',
        'X-Inertia-Version': TEST_VERSION,
        'X-XSRF-TOKEN': this.token,
        'Content-Type': 'application/json',
        Referer: this.wire.origin() + this.page,
        Cookie: this.cookieHeader(),
      },
      JSON.stringify(body),
    );
    this.keep(answer);
    return answer;
  }
}

export const tampered = (token: string) => token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');

export function tokenOf(browser: Browser, source: TokenSource | null): string | null {
  if (!source) return null;
  switch (source.use) {
    case 'valid':
      return browser.token;
    case 'stale':
      return browser.stale;
    case 'tampered':
      return tampered(browser.token);
    case 'literal':
      return source.value;
  }
}
