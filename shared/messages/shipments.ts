import { fill } from '../i18n/wording';
import { listed } from '../i18n/listed';

/**
 * My Shipments and a shipment's tracking: the list, labels, cancelling, shipping again and
 * returns. Part of `messages` (shared/messages.ts); a catalog of its own
 * (lingui.config.ts), loaded by the pages that draw it.
 */
export const shipmentsMessages = {
  shipments: {
    tableUnavailable: /*i18n*/ 'Your shipments could not be loaded right now. Please try again.',
    statsUnavailable: /*i18n*/ 'The figures could not be loaded right now.',
    trackingUnavailable: /*i18n*/ 'Tracking could not be updated right now. We will keep trying.',
    labelUnavailable:
      /*i18n*/ 'The label could not be downloaded right now. Please try again in a moment.',
    exportUnavailable: /*i18n*/ 'The export could not be prepared right now. Please try again.',
    noShipments: /*i18n*/ 'No shipments yet',
    noMatches: /*i18n*/ 'No shipments match this search or filter',
    emptyPage: /*i18n*/ 'There are no shipments on this page',
    // The provider's own words for it (docs/notices.md), so that they are said in the reader's.
    consigneeNoticesSaved: /*i18n*/ "The consignee's notices have been saved.",
  },
  returns: {
    replaceMessage:
      /*i18n*/ 'You have a shipment in progress. Creating a return starts a new draft in its place.',
    started: (awb: string) =>
      fill(
        /*i18n*/ 'A return of AWB {awb} has been filled in: it is picked up where it was delivered and delivered where it was picked up.',
        { awb },
      ),
    partly: (awb: string, missing: string[]) =>
      missing.length > 1
        ? fill(
            /*i18n*/ 'A return of AWB {awb} has been filled in, except {missing}: please choose them again.',
            { awb, missing: listed(missing) },
          )
        : fill(
            /*i18n*/ 'A return of AWB {awb} has been filled in, except {missing}: please choose it again.',
            { awb, missing: missing[0]! },
          ),
    notDelivered: /*i18n*/ 'Only a delivered shipment can be returned.',
    /** Why 'Create return' is shown disabled. */
    whyNot: /*i18n*/ 'A return can be created once every package of the shipment is delivered.',
    banner: (awb: string) => fill(/*i18n*/ 'This shipment is a return of AWB {awb}.', { awb }),
    bannerDetail:
      /*i18n*/ 'It is picked up at the consignee’s address and delivered to one of your own addresses.',
  },
} as const;
