import type { I18n, MessageDescriptor } from '@lingui/core';

/**
 * A message of the portal (docs/i18n.md): its English text, which is its id in the
 * catalogs, or that with the values it names ('{count} shipments'). Drawn with the words
 * of the reader's language: `say(i18n, wording)`.
 */
export type Wording = string | MessageDescriptor;

type Values = Record<string, string | number>;

/**
 * A message with simple `{name}` values written out in English. For the messages that
 * must travel as plain text (a form rule's message is a string to zod): `say` finds the
 * message it was filled from and writes it again in the reader's language. Mark the
 * template for the catalogs: `fill(/*i18n*\/ '{label} must be a number', { label })`.
 */
export const fill = (template: string, values: Values): string =>
  template.replace(/\{(\w+)\}/g, (all, name: string) =>
    name in values ? String(values[name]) : all,
  );

interface Pattern {
  id: string;
  names: string[];
  regex: RegExp;
}

/** A message's own words, its values left out. */
const literal = (id: string) => id.replace(/\{\w+\}/g, '');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The catalog's messages with simple values, as patterns their filled text matches. */
const patterns = new WeakMap<object, Pattern[]>();

function patternsOf(words: I18n): Pattern[] {
  const messages = words.messages;
  let known = patterns.get(messages);
  if (!known) {
    known = Object.keys(messages)
      // Simple values only, around words of its own: '{label}' alone would match any text.
      .filter((id) => /\{\w+\}/.test(id) && !/\{\w+,/.test(id) && /\p{L}/u.test(literal(id)))
      .map((id) => {
        const names: string[] = [];
        const source = id
          .split(/(\{\w+\})/)
          .map((part) => {
            const name = /^\{(\w+)\}$/.exec(part)?.[1];
            if (!name) return escape(part);
            names.push(name);
            return '(.+?)';
          })
          .join('');
        return { id, names, regex: new RegExp(`^${source}$`, 's') };
      })
      // The most written-out first: 'Weight must be a number' is '{label} must be a number'
      // before it is '{text}'.
      .sort((a, b) => literal(b.id).length - literal(a.id).length);
    patterns.set(messages, known);
  }
  return known;
}

/**
 * Text the portal wrote out with `fill`, in `words`' language: its message's words, the
 * values that are messages themselves (a field's label) in them too. Other text (a
 * provider's) comes back as it was.
 */
function refill(words: I18n, text: string): string {
  for (const { id, names, regex } of patternsOf(words)) {
    const match = regex.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, at) => [name, say(words, match[at + 1]!)]));
    return words._(id, values);
  }
  return text;
}

/** A wording in `words`' language, whichever of its forms it has. */
export function say(words: I18n, wording: Wording): string {
  if (typeof wording !== 'string') return words._(wording);
  return wording in words.messages ? words._(wording) : refill(words, wording);
}
