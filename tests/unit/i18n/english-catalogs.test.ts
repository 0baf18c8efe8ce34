import { setupI18n, type Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { withoutIds } from '../../../scripts/vite/english-catalogs';
import { sayId } from '../../../shared/i18n/say-id';

/**
 * The browser's English catalogs (docs/i18n.md): a message that says its own id is left out,
 * and an instance that says a missing message as its id draws every message as before.
 */

const compiled = (messages: Record<string, unknown>) =>
  `/*eslint-disable*/import type{Messages}from"@lingui/core";export const messages=JSON.parse(${JSON.stringify(JSON.stringify(messages))}) as Messages;`;
const read = (source: string) =>
  JSON.parse(
    JSON.parse(/JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(source)![1]!) as string,
  ) as Messages;

const CATALOG: Record<string, unknown> = {
  Login: ['Login'],
  'Total: $1': ['Total: $1'],
  "Don't have an account? <0>Sign up</0>": ["Don't have an account? <0>Sign up</0>"],
  '{count} shipments': [
    ['count', 'plural', { one: ['#', ' shipment'], other: ['#', ' shipments'] }],
  ],
  'Hello {name}': ['Hello ', ['name']],
};

describe('English catalogs without the messages that are their ids', () => {
  it('keeps only what the id cannot say: plurals and values', () => {
    expect(Object.keys(read(withoutIds(compiled(CATALOG))))).toEqual([
      '{count} shipments',
      'Hello {name}',
    ]);
  });

  it('leaves the rest of the module as it was, whatever the messages hold ($ included)', () => {
    const source = withoutIds(compiled({ 'Total: $&': [['total']] }));
    expect(source).toBe(compiled({ 'Total: $&': [['total']] }));
  });

  it('draws every message as the whole catalog did, with the id said for what is left out', () => {
    const whole = setupI18n({ locale: 'en', messages: { en: CATALOG as Messages } });
    const trimmed = setupI18n({
      locale: 'en',
      messages: { en: read(withoutIds(compiled(CATALOG))) },
      missing: sayId,
    });
    for (const id of Object.keys(CATALOG)) {
      const values = { count: 2, name: 'Rana' };
      expect(trimmed._(id, values)).toBe(whole._(id, values));
    }
    expect(trimmed._('{count} shipments', { count: 1 })).toBe('1 shipment');
  });

  it('refuses a file that is not a compiled catalog', () => {
    expect(() => withoutIds('export const messages = {}')).toThrow('not a compiled catalog');
  });
});
