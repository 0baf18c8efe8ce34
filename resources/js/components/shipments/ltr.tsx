import { Fragment, type ReactNode } from 'react';
import { directionOf } from '@shared/i18n/languages';
import { useLanguage } from '@/components/dates';

const MARK = '\u0000';

/** Stand-ins for a message's values, which `useIsolate` finds again in the said words. */
export const ltrValues = (values: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.keys(values).map((name) => [name, `${MARK}${name}${MARK}`]));

/**
 * A sentence of the catalogs whose values read left to right in any language (AWBs, amounts,
 * phone numbers): on a right-to-left page each value is isolated in `<bdi dir="ltr">`
 * (docs/i18n.md, Right to left); a left-to-right page reads them in its own direction and
 * keeps the sentence one text. The message is said with `ltrValues`:
 * `isolate(i18n._('Quoted {amount}', ltrValues({ amount })), { amount })`.
 */
export function useIsolate(): (words: string, values: Record<string, string>) => ReactNode {
  const rtl = directionOf(useLanguage()) === 'rtl';
  return (words, values) => {
    const parts = words.split(new RegExp(`${MARK}(\\w+)${MARK}`));
    if (!rtl) return parts.map((part, at) => (at % 2 === 0 ? part : values[part])).join('');
    return parts.map((part, at) =>
      at % 2 === 0 ? (
        <Fragment key={at}>{part}</Fragment>
      ) : (
        <bdi key={at} dir="ltr">
          {values[part]}
        </bdi>
      ),
    );
  };
}
