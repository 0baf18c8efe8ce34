import type { Category, CsrfPlan } from './case-types';

/** The ways a form's CSRF token can be missing, stale or wrong. */
export const VALID: CsrfPlan = { cookie: { use: 'valid' }, header: { use: 'valid' } };

export const CSRF_PLANS: Array<[Category, string, CsrfPlan]> = [
  ['csrf-missing', 'no token at all', { cookie: null, header: null }],
  ['csrf-missing', 'cookie without header', { cookie: { use: 'valid' }, header: null }],
  ['csrf-missing', 'header without cookie', { cookie: null, header: { use: 'valid' } }],
  [
    'csrf-missing',
    'empty header',
    { cookie: { use: 'valid' }, header: { use: 'literal', value: '' } },
  ],
  [
    'csrf-stale',
    'token of another session',
    { cookie: { use: 'stale' }, header: { use: 'stale' } },
  ],
  [
    'csrf-stale',
    'session expired',
    { cookie: { use: 'valid' }, header: { use: 'valid' }, lostSession: true },
  ],
  [
    'csrf-stale',
    'stale header, current cookie',
    { cookie: { use: 'valid' }, header: { use: 'stale' } },
  ],
  [
    'csrf-wrong',
    'tampered signature',
    { cookie: { use: 'tampered' }, header: { use: 'tampered' } },
  ],
  [
    'csrf-wrong',
    'header differs from cookie',
    { cookie: { use: 'valid' }, header: { use: 'tampered' } },
  ],
  [
    'csrf-wrong',
    'no dot',
    { cookie: { use: 'literal', value: 'abc' }, header: { use: 'literal', value: 'abc' } },
  ],
  [
    'csrf-wrong',
    'only a dot',
    { cookie: { use: 'literal', value: '.' }, header: { use: 'literal', value: '.' } },
  ],
  [
    'csrf-wrong',
    'bad percent in cookie',
    {
      cookie: { use: 'literal', value: '%E0%A4%A' },
      header: { use: 'literal', value: '%E0%A4%A' },
    },
  ],
  [
    'csrf-wrong',
    '4 KB token',
    {
      cookie: { use: 'literal', value: `${'a'.repeat(2048)}.${'b'.repeat(2048)}` },
      header: { use: 'literal', value: `${'a'.repeat(2048)}.${'b'.repeat(2048)}` },
    },
  ],
  [
    'csrf-wrong',
    'multi-byte token',
    {
      cookie: { use: 'literal', value: '%C3%A9.%C3%A9' },
      header: { use: 'literal', value: 'é.é' },
    },
  ],
];
