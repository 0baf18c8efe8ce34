/**
 * Which destinations ask for the importer's tax number on a courier import, and then the
 * exporter's too (the commercial invoice prints both: shared/customs/invoice.ts). This is the
 * portal's own list, kept from what couriers ask for at clearance: it is not law, nor every
 * rule of every country. A country not listed leaves both numbers optional.
 */

/** The EU member states: an importer's EORI (and VAT number for a business) at import. */
export const EU_MEMBER_STATES = [
  'AT', // Austria
  'BE', // Belgium
  'BG', // Bulgaria
  'HR', // Croatia
  'CY', // Cyprus
  'CZ', // Czechia
  'DK', // Denmark
  'EE', // Estonia
  'FI', // Finland
  'FR', // France
  'DE', // Germany
  'GR', // Greece
  'HU', // Hungary
  'IE', // Ireland
  'IT', // Italy
  'LV', // Latvia
  'LT', // Lithuania
  'LU', // Luxembourg
  'MT', // Malta
  'NL', // Netherlands
  'PL', // Poland
  'PT', // Portugal
  'RO', // Romania
  'SK', // Slovakia
  'SI', // Slovenia
  'ES', // Spain
  'SE', // Sweden
] as const;

/** Beyond the EU, with the number each asks for. */
const OTHERS: Record<string, string> = {
  GB: 'EORI / VAT',
  NO: 'VOEC / organisation number',
  CH: 'UID / VAT',
  TR: 'VKN / TCKN',
  BR: 'CPF / CNPJ',
  AR: 'CUIT / CUIL',
  CL: 'RUT',
  CO: 'NIT / cédula',
  PE: 'RUC / DNI',
  MX: 'RFC',
  CN: 'USCI / resident id',
  IN: 'GSTIN / IEC / PAN',
  ID: 'NPWP / NIK',
  KR: 'PCCC / business number',
  TW: 'EZ WAY / business number',
  ZA: 'VAT / customs code',
  EG: 'tax registration number',
  SA: 'VAT / national id',
  RU: 'INN',
  KZ: 'IIN / BIN',
};

const REQUIRING: ReadonlySet<string> = new Set<string>([
  ...EU_MEMBER_STATES,
  ...Object.keys(OTHERS),
]);

/** The ISO 3166 codes of every destination on the list, sorted. */
export const TAX_NUMBER_COUNTRIES: readonly string[] = [...REQUIRING].sort();

/**
 * True when a shipment into `country` (an ISO 3166 alpha-2 code, any case) must name the
 * importer's tax number, and so the exporter's.
 */
export function requiresTaxNumber(country: string | null | undefined): boolean {
  return typeof country === 'string' && REQUIRING.has(country.trim().toUpperCase());
}

/** What the destination calls the number ('EORI / VAT'); '' when it asks for none. */
export function taxNumberKind(country: string | null | undefined): string {
  if (!requiresTaxNumber(country)) return '';
  const code = country!.trim().toUpperCase();
  return OTHERS[code] ?? 'EORI / VAT';
}

/** The longest tax number the portal keeps (an EORI is at most 17; room for others). */
export const TAX_NUMBER_MAX = 40;
