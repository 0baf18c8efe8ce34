/** A filled address form: Beirut, Lebanon (a country with provinces and cities). */
export const BEIRUT = {
  attention: 'Rana Haddad',
  companyName: 'Cedar Line Trading',
  email: 'rana@cedar.test',
  phoneNumber: '+96170123456',
  label: 'Port office',
  address1: '12 Port Street',
  address2: '',
  country: 'LB',
  province: 'BA',
  city: '',
  postalCode: '2038',
  addressType: 'business',
} as const;
