import type { BadRequest } from './case-types';
import type { Answer } from './raw-browser';

// What a body must never show: V8 stack frames, error names with their message, our files.
const LEAKS = [
  /\n\s+at \S/,
  /\bat [\w.<>$]+ \([^)]*:\d+:\d+\)/,
  /\b(?:[A-Z]\w*)?Error: /,
  /\/server\/[\w./-]+/,
  /node_modules/,
  /\.[cm]?[jt]s:\d+/,
];

function leak(text: string): string | undefined {
  for (const re of LEAKS) {
    const match = re.exec(text);
    if (match) return text.slice(Math.max(0, match.index - 40), match.index + 80);
  }
  return cwdLeak(text);
}

function cwdLeak(text: string): string | undefined {
  const at = text.indexOf(process.cwd());
  return at < 0 ? undefined : text.slice(at, at + 80);
}

/**
 * What is wrong with an answer, or nothing. The rules, in order: no 5xx, no stack trace or
 * path, and an Inertia request answered inside the protocol (a page, a redirect or a 409).
 */
export function fault(c: BadRequest, answer: Answer, page: boolean): string | undefined {
  const { status, headers, text } = answer;
  if (status >= 500) return `status ${status}: ${text.slice(0, 160)}`;
  const leaked = leak(text);
  if (leaked !== undefined) return `status ${status} shows a stack trace or path: ${leaked}`;
  if (!c.inertia || !page) return undefined;
  if ((status === 302 || status === 303) && headers.location) return undefined;
  if (status === 409 && (headers['x-inertia-location'] || headers['x-inertia-redirect'])) {
    return undefined;
  }
  const type = headers['content-type'] ?? '';
  if ((status === 200 || (status >= 400 && status < 500)) && headers['x-inertia'] === 'true') {
    try {
      const page = JSON.parse(text) as { component?: unknown; props?: unknown };
      if (type.startsWith('application/json') && typeof page.component === 'string') {
        if (typeof page.props === 'object' && page.props !== null) return undefined;
      }
    } catch {
      // Falls through to the report below.
    }
  }
  return `not an Inertia answer: status ${status}, ${type || 'no type'}, body ${JSON.stringify(text.slice(0, 120))}`;
}
