import { area } from './types';

/**
 * Get a quote: open to everyone, signed in or not (the account's prices, else the published
 * ones). The quote is posted and kept for the session; 'Ship this' opens the wizard with it,
 * after sign-in for a visitor.
 */
export const quotes = area('quotes', [
  { name: 'get-quote', method: 'get', path: '/quote' },
  { name: 'get-quote.rates', method: 'post', path: '/quote' },
  { name: 'get-quote.ship', method: 'post', path: '/quote/ship' },
]);
