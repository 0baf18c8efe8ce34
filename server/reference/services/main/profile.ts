import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import { isCalendarDate } from '../../domain/dates';
import { checkPickupWindow, isPickupSlot } from '../../domain/time-grid';
import { ok } from '../../http/envelope';
import { fieldError, forbidden } from '../../http/errors';
import { idField, optionalText, requiredText } from '../../http/fields';
import { parse } from '../../http/validate';
import {
  getUser,
  setDefaultAddress,
  setLanguage,
  setPickupTimes,
  updateProfile,
  USER_LANGUAGES,
  userDto,
} from '../../store/users';
import { requireAddress, requireUser } from '../access';
import type { ServiceContext } from '../context';
import type { UserRow } from '../../store/users';

const profileBody = z.object({
  user_id: idField('User'),
  first_name: requiredText('First name', 100),
  last_name: requiredText('Last name', 100),
  country: optionalText('Country'),
  province: optionalText('Province'),
  city: optionalText('City'),
});

const addressBody = z.object({
  address: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string({ error: 'Please select an address' }).trim().min(1, 'Please select an address'),
  ),
});

const slot = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine(isPickupSlot, `${label} must be on the half hour between 06:00 and 22:00`);

const timesBody = z
  .object({
    date: z
      .string({ error: 'Pickup date is required' })
      .trim()
      .min(1, 'Pickup date is required')
      .refine(isCalendarDate, 'Pickup date must be a date (YYYY-MM-DD)'),
    time_from: slot('From time'),
    time_to: slot('To time'),
  })
  .refine((body) => checkPickupWindow(body.time_from, body.time_to) === null, {
    path: ['time_from'],
    message: 'Start time cannot be after end time',
  });

const languageBody = z.object({
  language: z.enum(USER_LANGUAGES, { error: 'Choose English, French or Arabic.' }),
});

export function profileRoutes(router: Router, ctx: ServiceContext): void {
  const fresh = (user: UserRow) => userDto(getUser(ctx.db, user.id) ?? user);

  router.post('/user/update-profile', (req, res) => {
    const user = requireUser(ctx, req);
    const body = parse(profileBody, req.body);
    if (body.user_id !== user.id) throw forbidden('You can only update your own profile.');
    const { user_id: _id, ...fields } = body;
    updateProfile(ctx.db, user.id, fields);
    ok(res, fresh(user), 'Profile has been updated');
  });

  /** Default addresses are the user's own pick among addresses of accounts they linked. */
  const defaultAddress =
    (which: 'pickup_address_id' | 'shipping_address_id', saved: string) =>
    (req: Request, res: Response) => {
      const user = requireUser(ctx, req);
      const body = parse(addressBody, req.body);
      const address = requireAddress(ctx, user, body.address, 'view');
      if (address.kind !== 'client') {
        throw fieldError('address', 'Choose one of your own addresses, not a consignee’s.');
      }
      setDefaultAddress(ctx.db, user.id, which, address.id);
      ok(res, fresh(user), saved);
    };

  router.post(
    '/user/pickup-preferences',
    defaultAddress('pickup_address_id', 'Pickup address saved.'),
  );
  router.post(
    '/user/shipping-preferences',
    defaultAddress('shipping_address_id', 'Shipping address saved.'),
  );

  router.post('/update/preferences', (req, res) => {
    const user = requireUser(ctx, req);
    const body = parse(timesBody, req.body);
    setPickupTimes(ctx.db, user.id, body);
    ok(res, fresh(user), 'Pickup preferences saved.');
  });

  /** The portal's language, kept with the profile so it follows the user to any device. */
  router.post('/user/language', (req, res) => {
    const user = requireUser(ctx, req);
    const body = parse(languageBody, req.body);
    setLanguage(ctx.db, user.id, body.language);
    ok(res, fresh(user), 'Language saved.');
  });
}
