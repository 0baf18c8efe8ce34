/**
 * Claims (docs/claims.md). Part of `messages` (shared/messages.ts); a catalog of its own
 * (lingui.config.ts), loaded by the Claims pages and the pages that draw the tracking drawer.
 */
export const claimMessages = {
  claims: {
    amountInvalid: /*i18n*/ 'Enter the amount as a number above 0, with at most 2 decimals.',
    amountAboveDeclared: /*i18n*/ 'The amount claimed may be at most the declared value, {amount}.',
    tooLong: /*i18n*/ '{label} may be at most {max} characters.',
    pastDeadline: /*i18n*/ 'Claims on this package closed on {date}.',
    notClaimable: /*i18n*/ 'This package cannot be claimed for.',
    filed: /*i18n*/ 'Your claim has been submitted.',
    answered: /*i18n*/ 'Your answer has been sent. The claim is back in review.',
    photoMissing: /*i18n*/ 'Choose a photo to add.',
    photoTooLarge: /*i18n*/ 'The photo is larger than 10 MB.',
    photoType: /*i18n*/ 'The photo must be a JPEG or PNG image.',
    tooManyPhotos: /*i18n*/ 'A claim takes at most 5 photos.',
    photoNotSent: /*i18n*/ 'The photo could not be sent. Please try again.',
    photoClosed: /*i18n*/ 'This claim has been decided: it takes no more photos.',
    notOffered: /*i18n*/ 'Claims are not offered by your courier yet.',
    unavailable: /*i18n*/ 'Your claims could not be loaded right now. Please try again.',
    noClaims: /*i18n*/ 'You have not filed any claims.',
    noMatches: /*i18n*/ 'No claims match this status.',
    emptyPage: /*i18n*/ 'There are no claims on this page.',
  },
} as const;
