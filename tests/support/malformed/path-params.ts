import type { RouteDef } from '../../../routes/types';
import { pick, rng, seedFor, type Rng } from './random';

/** Path parameters from a route's `where`: values it accepts and values it must refuse. */
interface Atom {
  chars: string[];
  min: number;
  max: number;
}

function expandClass(body: string): string[] | null {
  const chars: string[] = [];
  for (let i = 0; i < body.length; i += 1) {
    const ch = body[i] as string;
    if (ch === '\\' || ch === '^') return null;
    const next = body[i + 1];
    const end = body[i + 2];
    if (next === '-' && end !== undefined) {
      for (let c = ch.charCodeAt(0); c <= end.charCodeAt(0); c += 1) {
        chars.push(String.fromCharCode(c));
      }
      i += 2;
    } else chars.push(ch);
  }
  return chars.length ? chars : null;
}

/** The simple patterns of a route table (classes, literals, counts, alternatives); else null. */
function parseAlternative(source: string): Atom[] | null {
  const atoms: Atom[] = [];
  let i = 0;
  while (i < source.length) {
    let chars: string[] | null;
    const ch = source[i] as string;
    if (ch === '[') {
      const close = source.indexOf(']', i + 1);
      if (close < 0) return null;
      chars = expandClass(source.slice(i + 1, close));
      i = close + 1;
    } else if (/[A-Za-z0-9_-]/.test(ch)) {
      chars = [ch];
      i += 1;
    } else return null;
    if (!chars) return null;
    let min = 1;
    let max = 1;
    const count = /^\{(\d+)(?:,(\d+))?\}/.exec(source.slice(i));
    if (count) {
      min = Number(count[1]);
      max = count[2] === undefined ? min : Number(count[2]);
      i += count[0].length;
    } else if (source[i] === '+') {
      max = 24;
      i += 1;
    }
    atoms.push({ chars, min, max });
  }
  return atoms;
}

const FALLBACK_VALUES = ['1', '42', '123456', 'abc', 'a-b_c', 'ABC123', 'x'];

/**
 * Values a route's parameter accepts: each end of every class at the shortest length (`0`
 * and `9` for digits, where a format and a handler's own check tend to disagree), the
 * longest, and one between.
 */
export function matchingValues(source: string, r: Rng): string[] {
  const re = new RegExp(`^(?:${source})$`);
  const values = new Set<string>();
  const alternatives = source.split('|').map(parseAlternative);
  for (const atoms of alternatives) {
    if (!atoms) continue;
    for (const length of ['first', 'last', 'max', 'mid'] as const) {
      let value = '';
      for (const atom of atoms) {
        const short = length === 'first' || length === 'last';
        const n = short
          ? atom.min
          : length === 'max'
            ? atom.max
            : atom.min + Math.floor(r() * (atom.max - atom.min + 1));
        for (let k = 0; k < n; k += 1) {
          if (length === 'first') value += atom.chars[0];
          else if (length === 'last') value += atom.chars[atom.chars.length - 1];
          else value += pick(r, atom.chars);
        }
      }
      values.add(value);
    }
  }
  for (const v of FALLBACK_VALUES) if (values.size === 0 && re.test(v)) values.add(v);
  return [...values].filter((v) => re.test(v));
}

/** Values a parameter must refuse, percent-encoded as they go in the path. */
const REFUSED_VALUES = [
  '-1',
  '1.5',
  '1e309',
  '0x1F',
  '%201',
  'null',
  'undefined',
  'NaN',
  '__proto__',
  'constructor',
  '..',
  '%2e%2e',
  '%2F',
  '%5C',
  '%00',
  'a%00b',
  '%E2%80%AE',
  '%E2%81%A6x%E2%81%A9',
  '%F0%9F%93%A6',
  '%C3%A9',
  '%',
  '%ZZ',
  '%E0%A4%A',
  '%27%22%3C',
  'a;b',
  'x'.repeat(2000),
  '9'.repeat(400),
];

function refusedValues(source: string): string[] {
  const re = new RegExp(`^(?:${source})$`);
  return REFUSED_VALUES.filter((v) => {
    try {
      return !re.test(decodeURIComponent(v));
    } catch {
      return true;
    }
  });
}

const PARAM = /\{(\w+)\??\}/g;

/** The route's path with its parameters filled from `values`. */
export function fill(route: RouteDef, values: Record<string, string>): string {
  return route.path.replace(PARAM, (_m, key: string) => values[key] ?? '1');
}

export function paths(route: RouteDef, r: Rng): { good: string[]; bad: string[] } {
  const where = route.where ?? {};
  const keys = [...route.path.matchAll(PARAM)].map((m) => m[1] as string);
  if (!keys.length) return { good: [route.path], bad: [] };
  const matching = Object.fromEntries(
    keys.map((k) => [k, matchingValues(where[k] ?? '[^/]+', r).map(encodeURIComponent)]),
  );
  const first = (k: string) => matching[k]?.[0] ?? '1';
  const good = new Set<string>();
  for (const k of keys) {
    for (const v of matching[k] ?? []) {
      good.add(fill(route, { ...Object.fromEntries(keys.map((x) => [x, first(x)])), [k]: v }));
    }
  }
  const bad = new Set<string>();
  for (const k of keys) {
    if (!where[k]) continue;
    for (const v of refusedValues(where[k])) {
      bad.add(fill(route, { ...Object.fromEntries(keys.map((x) => [x, first(x)])), [k]: v }));
    }
  }
  return { good: [...good], bad: [...bad] };
}

/** The route's path with every parameter at an accepted value. */
export function goodPath(route: RouteDef): string {
  return paths(route, rng(seedFor(route.name))).good[0] ?? route.path;
}
