import type { I18n } from '@lingui/core';
import { fill, say } from '../i18n/wording';
import type { RowProblem } from './types';

/**
 * What the import says of a row in the reader's language, on its screens and in the files
 * it gives back: each problem under the file's own column name, each outcome's name.
 */

const PROBLEM = /*i18n*/ 'row {row}, {column}: {message}';

/**
 * 'row 7, Weight: Weight is required' in English, as the result keeps a refused row's
 * problems (the screens say it again in the reader's words with `sayRowError`).
 */
export const problemText = (row: number, p: RowProblem): string =>
  fill(PROBLEM, { row, column: p.column, message: p.message });

/** A problem in the reader's words, the message in them too. */
export const sayProblem = (i18n: I18n, row: number, p: RowProblem): string =>
  i18n._(PROBLEM, { row, column: p.column, message: say(i18n, p.message) });

/**
 * A refused row's error: its problems, joined with '; ' by the result (or the provider's
 * refusal after 'row 7, '), each said on its own.
 */
export const sayRowError = (i18n: I18n, error: string): string =>
  error
    .split(/; (?=row \d+, )/)
    .map((problem) => say(i18n, problem))
    .join('; ');
