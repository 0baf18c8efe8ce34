import type { Plugin } from 'vite';

/**
 * English catalogs without the messages that say their own id (docs/i18n.md): a message's
 * id is its English text, so 'Login' compiled is ['Login'], which the browser need not
 * download. What stays is what the id alone cannot say: plurals, values, ICU escapes. The
 * instances that draw pages say a message the catalogs lack as its id (`sayId`,
 * shared/i18n/catalogs.ts). Compiled catalogs are `export const messages=JSON.parse("…")`
 * (lingui.config.ts: compileNamespace 'ts').
 */
const ENGLISH_CATALOG = /[\\/]shared[\\/]locales[\\/]en[\\/][\w-]+\.ts$/;
const COMPILED = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/;

type Compiled = Record<string, unknown>;

const saysItsId = (id: string, message: unknown) =>
  Array.isArray(message) && message.length === 1 && message[0] === id;

/** The compiled catalog's source without the messages that are their ids. */
export function withoutIds(source: string): string {
  const literal = COMPILED.exec(source)?.[1];
  if (!literal) throw new Error('not a compiled catalog');
  const messages = JSON.parse(JSON.parse(literal) as string) as Compiled;
  const kept = Object.fromEntries(
    Object.entries(messages).filter(([id, message]) => !saysItsId(id, message)),
  );
  return source.replace(literal, () => JSON.stringify(JSON.stringify(kept)));
}

export function englishCatalogs(): Plugin {
  return {
    name: 'portal:english-catalogs',
    enforce: 'pre',
    transform(code, id) {
      return ENGLISH_CATALOG.test(id) ? { code: withoutIds(code), map: null } : null;
    },
  };
}
