import { listed } from '../i18n/listed';
import { fill } from '../i18n/wording';

/**
 * The words of 'Get a quote', part of `messages` (shared/messages.ts) as `messages.quote`.
 * A module of their own, like public tracking's, so the page anyone may open loads these
 * lines and not every message of the portal.
 */
export const quoteWords = {
  notOffered:
    /*i18n*/ 'Prices are not available: your provider does not give prices before booking. Everything else works as usual.',
  failed: /*i18n*/ 'The price could not be fetched right now. Please try again.',
  noProducts: /*i18n*/ 'No service is offered between these places on this date.',
  notANumber: (label: string) => fill(/*i18n*/ '{label} must be a number', { label }),
  wholeNumber: (label: string) =>
    fill(/*i18n*/ '{label} must be a whole number from 1 to 50', { label }),
  allSides: /*i18n*/ 'Give the length, the width and the height, or none of them',
  unknownCountry: /*i18n*/ 'Choose a country from the list',
  unknownPlace: /*i18n*/ 'Choose a city of the chosen country from the list',
  unknownProvince: /*i18n*/ 'Choose a province of the chosen country from the list',
  dateInPast: /*i18n*/ 'The ship date cannot be in the past',
  dateTooFar: (days: number) =>
    fill(/*i18n*/ 'The ship date may be at most {days} days from today', { days }),
  notADate: /*i18n*/ 'Ship Date must be a date',
  askFirst: /*i18n*/ 'Get a quote first, then choose a service to ship.',
  notQuoted: /*i18n*/ 'That service is not in your quote any more. Please get a new quote.',
  signInToShip:
    /*i18n*/ 'Sign in to ship this: you will come back to it with everything filled in.',
  chooseAccount: /*i18n*/ 'Choose an account first: shipments are booked for an account.',
  shipStarted: /*i18n*/ 'A new shipment has been filled in from your quote.',
  shipPartly: (missing: string[]) =>
    missing.length > 1
      ? fill(
          /*i18n*/ 'A new shipment has been filled in from your quote, except {missing}: please choose them.',
          { missing: listed(missing) },
        )
      : fill(
          /*i18n*/ 'A new shipment has been filled in from your quote, except {missing}: please choose it.',
          { missing: missing[0]! },
        ),
  replaceMessage:
    /*i18n*/ 'You have a shipment in progress. Shipping this quote starts a new draft in its place.',
} as const;
