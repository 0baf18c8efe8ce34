import { fill } from '../i18n/wording';

/**
 * Create Shipment: the wizard, its package presets and its prices. Part of `messages`
 * (shared/messages.ts); a catalog of its own (lingui.config.ts), loaded by the pages that
 * draw it.
 */
export const shipmentWizardMessages = {
  shipment: {
    notANumber: (label: string) => fill(/*i18n*/ '{label} must be a number', { label }),
    itemRequired: /*i18n*/ 'Add at least one item',
    packageRequired: /*i18n*/ 'Add at least one package',
    tooManyItems: (max: number) => fill(/*i18n*/ 'A package holds at most {max} items', { max }),
    tooManyPackages: (max: number) =>
      fill(/*i18n*/ 'A shipment holds at most {max} packages', { max }),
    created: /*i18n*/ 'The shipment has been created.',
    notCreated: /*i18n*/ 'The shipment was not created. Please check the details and try again.',
    alreadyCreated: /*i18n*/ 'This shipment has already been created.',
    inProgress: /*i18n*/ 'This shipment is already being created. Please wait a moment.',
    nowInternational:
      /*i18n*/ 'The addresses are in different countries: this is now an international shipment. Each package needs its dimensions and customs items.',
    nowDomestic:
      /*i18n*/ 'The addresses are in the same country: this is now a domestic shipment. The customs items were removed.',
    draftKept: /*i18n*/ 'Your draft is saved: you can leave and come back to it at any time.',
    draftDiscarded: /*i18n*/ 'The draft has been discarded.',
    consigneeAdded: /*i18n*/ 'The consignee has been added.',
    payloadFailed: /*i18n*/ 'The services could not be loaded right now.',
    listsFailed:
      /*i18n*/ 'The package lists could not be loaded right now. Please reload the page.',
    pickConsigneeFirst: /*i18n*/ 'Choose a consignee first: the services depend on it.',
    addressGone: /*i18n*/ 'please select an address',
  },
  /** Prices and delivery dates in the shipment wizard (the provider's rating call). */
  wizardPrices: {
    notOffered:
      /*i18n*/ 'Prices are not available from your provider. You can still create the shipment: it is billed as usual.',
    failed: /*i18n*/ 'The price could not be fetched right now.',
    priceAfterPackages: /*i18n*/ 'Price after the Packages step',
    fillPackages:
      /*i18n*/ 'The price shows once every package has its weight (and, abroad, its size).',
    chooseService: /*i18n*/ 'Choose a service to see its price.',
    notQuoted: /*i18n*/ 'No price for this service on this route: choose another below.',
    loading: /*i18n*/ 'Getting prices...',
    mustBePositive: (label: string) => fill(/*i18n*/ '{label} must be more than 0', { label }),
    pieceTooHeavy: /*i18n*/ 'A piece weighs at most 1,000 kg (2,204 lb)',
    sideTooLong: (label: string) => fill(/*i18n*/ '{label} is at most 300 cm (118 in)', { label }),
    expiredTitle: /*i18n*/ 'The price has changed',
    expired: (price: string) =>
      fill(
        /*i18n*/ 'The quoted price has expired. The shipment now costs {price}. Create it at this price?',
        { price },
      ),
    expiredNoPrice:
      /*i18n*/ 'The quoted price has expired and a new price could not be fetched. Create the shipment anyway? It is billed at the current price.',
  },
} as const;
