/**
 * The Edit Account placeholder (spec §2.5, §9 add-account form defaults): the countries it
 * offers, Lebanon first and chosen by default, and the default account entity.
 */
export const EDIT_ACCOUNT_COUNTRIES = [
  { value: 'LB', label: 'Lebanon' },
  { value: 'AE', label: 'United Arab Emirates' },
  { value: 'SA', label: 'Saudi Arabia' },
  { value: 'QA', label: 'Qatar' },
  { value: 'KW', label: 'Kuwait' },
  { value: 'BH', label: 'Bahrain' },
  { value: 'OM', label: 'Oman' },
  { value: 'JO', label: 'Jordan' },
  { value: 'IQ', label: 'Iraq' },
  { value: 'EG', label: 'Egypt' },
  { value: 'CY', label: 'Cyprus' },
  { value: 'TR', label: 'Türkiye' },
  { value: 'FR', label: 'France' },
  { value: 'DE', label: 'Germany' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
] as const;

export const EDIT_ACCOUNT_DEFAULTS = { country: 'LB', entity: 'BE' } as const;
