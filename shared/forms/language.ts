import * as z from 'zod/mini';
import { LANGUAGES } from '../i18n/languages';

/** The switcher's one field: a language the portal speaks. */
export const languageForm = z.object({
  language: z.enum(LANGUAGES, { error: /*i18n*/ 'Choose English, French or Arabic.' }),
});
