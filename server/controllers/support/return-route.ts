import { z } from 'zod';
import type { RouteName } from '../../routing/url';

/**
 * Pages that send the user to Add New Address and get the new address back selected
 * (`?selected=<id>`): the Address Book by default, the preferences' '+ Add a New Address'
 * and the wizards' pickers. Only these names are accepted from the query string.
 */
export const RETURN_ROUTES = [
  'address-book',
  'pickup-preferences',
  'shipping-preferences',
  'create-shipment',
  'schedule-pickup',
] as const satisfies readonly RouteName[];

export type ReturnRoute = (typeof RETURN_ROUTES)[number];

const backQuery = z.object({ back: z.enum(RETURN_ROUTES).catch('address-book') });

export const returnRoute = (query: unknown): ReturnRoute =>
  backQuery.parse(typeof query === 'object' && query ? query : {}).back;
