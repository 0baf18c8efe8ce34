/**
 * The provider's own words the portal has in its catalogs (docs/i18n.md): a form's refusal
 * the provider sends in English is said in the reader's language when its text is one of
 * these (`say` in server/http/failures.ts finds it in the server's catalog, `server/locales/`);
 * any other is shown as the provider sends it. Found by the pseudo-locale run: the sign-in
 * and password forms' refusals were the only English left on those screens.
 */
export const PROVIDER_WORDS = [
  // Sign-in with an e-mail and password the provider does not know (spec §2.4).
  /*i18n*/ 'These credentials do not match our records.',
  // Change Password with a wrong old password.
  /*i18n*/ 'The current password is incorrect.',
] as const;
