import type { I18n } from '@lingui/core';
import { say } from '../i18n/wording';
import type { RowProblem } from './types';

/**
 * What the import says of a row in the reader's language, on its screens and in the files
 * it gives back: each problem under the file's own column name, each outcome's name.
 */

/** 'row 7, Weight: Weight is required'. */
export const sayProblem = (i18n: I18n, row: number, p: RowProblem): string =>
  i18n._(/*i18n*/ 'row {row}, {column}: {message}', {
    row,
    column: p.column,
    message: say(i18n, p.message),
  });

/**
 * A refused row's error: its problems, joined with '; ' by the result (or the provider's
 * refusal after 'row 7, '), each said on its own.
 */
export const sayRowError = (i18n: I18n, error: string): string =>
  error
    .split(/; (?=row \d+, )/)
    .map((problem) => say(i18n, problem))
    .join('; ');
