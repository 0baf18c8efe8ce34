/**
 * The words of 'Get a quote', part of `messages` (shared/messages.ts) as `messages.quote`.
 * A module of their own, like public tracking's, so the page anyone may open loads these
 * lines and not every message of the portal.
 */
export const quoteWords = {
  notOffered:
    'Prices are not available: your provider does not give prices before booking. Everything else works as usual.',
  failed: 'The price could not be fetched right now. Please try again.',
  noProducts: 'No service is offered between these places on this date.',
  notANumber: (label: string) => `${label} must be a number`,
  wholeNumber: (label: string) => `${label} must be a whole number from 1 to 50`,
  allSides: 'Give the length, the width and the height, or none of them',
  unknownCountry: 'Choose a country from the list',
  unknownPlace: 'Choose a city of the chosen country from the list',
  unknownProvince: 'Choose a province of the chosen country from the list',
  dateInPast: 'The ship date cannot be in the past',
  dateTooFar: (days: number) => `The ship date may be at most ${days} days from today`,
  notADate: 'Ship Date must be a date',
  askFirst: 'Get a quote first, then choose a service to ship.',
  notQuoted: 'That service is not in your quote any more. Please get a new quote.',
  signInToShip: 'Sign in to ship this: you will come back to it with everything filled in.',
  chooseAccount: 'Choose an account first: shipments are booked for an account.',
  shipStarted: 'A new shipment has been filled in from your quote.',
  shipPartly: (missing: string[]) =>
    `A new shipment has been filled in from your quote, except ${missing.length > 1 ? `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}` : missing[0]}: please choose ${missing.length > 1 ? 'them' : 'it'}.`,
  replaceMessage:
    'You have a shipment in progress. Shipping this quote starts a new draft in its place.',
} as const;
