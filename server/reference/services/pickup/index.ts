import { Router, type Express } from 'express';
import { z } from 'zod';
import { isCalendarDate } from '../../domain/dates';
import { localClock } from '../../domain/delivery-date';
import { pickupStatus } from '../../domain/statuses';
import { checkPickupWindow, parseTimeRange } from '../../domain/time-grid';
import { createServiceApp } from '../../http/app';
import { ok, okBody } from '../../http/envelope';
import { ApiError, fieldError, forbidden, notFound } from '../../http/errors';
import { declareIdempotency, idempotent, keepAnswer } from '../../http/idempotency';
import { optionalNumber, optionalText } from '../../http/fields';
import { parse } from '../../http/validate';
import { addressById } from '../../store/addresses';
import { cancelPickup, pickupById } from '../../store/cancellations';
import { linkedClient } from '../../store/clients';
import { insertPickup } from '../../store/pickups';
import { requireAddress, requireUser } from '../access';
import { can, ROLE_REFUSED } from '../roles';
import type { ServiceContext } from '../context';

export const MAX_PICKUP_PACKAGES = 6;

const pickupBody = z.object({
  address_id: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string({ error: 'Please select an address' }).trim().min(1, 'Please select an address'),
  ),
  nb_packages: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: 'Number of packages is required' })
      .int('Number of packages must be a whole number')
      .min(1, 'Number of packages is required')
      .max(MAX_PICKUP_PACKAGES, `At most ${MAX_PICKUP_PACKAGES} packages per pickup`),
  ),
  pickup_date: z
    .string({ error: 'Pickup date is required' })
    .trim()
    .min(1, 'Pickup date is required')
    .refine(isCalendarDate, 'Pickup date must be a date (YYYY-MM-DD)'),
  pickup_time: z
    .string({ error: 'Pickup time is required' })
    .trim()
    .min(1, 'Pickup time is required'),
  instruction: optionalText('Instruction', 500),
  dimension_length: optionalNumber('Length'),
  dimension_width: optionalNumber('Width'),
  dimension_height: optionalNumber('Height'),
  weight: optionalNumber('Weight'),
});

const WINDOW_MESSAGES = {
  format: 'Pickup time must look like 09:00 - 12:00',
  grid: 'Pickup times are on the half hour between 06:00 and 22:00',
  order: 'Start time cannot be after end time',
} as const;

/** The pickup service: schedules a courier visit at one of the user's addresses. */
export function createPickupApp(ctx: ServiceContext): Express {
  return createServiceApp('pickup', ctx.log, (app) => {
    const router = Router();

    // An Idempotency-Key makes a repeat answer with the pickup already booked (extension).
    declareIdempotency(router);
    router.post('/pickup-requests', idempotent(ctx), (req, res) => {
      const user = requireUser(ctx, req);
      const body = parse(pickupBody, req.body);
      // Today and the time are the pickup address's, where the courier calls, not this
      // machine's: Beirut is two or three hours ahead of a server on UTC.
      const now = ctx.now();
      const at = addressById(ctx.db, body.address_id);
      const clock = localClock(now, at?.country ?? '');
      if (body.pickup_date < clock.date) {
        throw fieldError('pickup_date', 'The pickup date cannot be earlier than today');
      }
      const range = parseTimeRange(body.pickup_time);
      const problem = range ? checkPickupWindow(range.from, range.to) : 'format';
      if (problem || !range) throw fieldError('pickup_time', WINDOW_MESSAGES[problem ?? 'format']);
      if (body.pickup_date === clock.date && range.to <= clock.time) {
        throw fieldError('pickup_time', 'This pickup window has already passed today');
      }
      if (!at) {
        throw fieldError('address_id', 'Please select an address');
      }
      const address = requireAddress(ctx, user, body.address_id, 'ship');
      // The pickup and the answer kept under its Idempotency-Key are written together.
      const answer = ctx.db.transaction(() => {
        const id = insertPickup(ctx.db, {
          client_id: address.client_id,
          address_id: address.id,
          created_by: user.id,
          nb_packages: body.nb_packages,
          total_weight: body.weight,
          length: body.dimension_length,
          width: body.dimension_width,
          height: body.dimension_height,
          pickup_date: body.pickup_date,
          time_from: range.from,
          time_to: range.to,
          instruction: body.instruction,
          created_at: now.toISOString(),
        });
        return keepAnswer(res, okBody({ id }, 'Your pickup has been scheduled.'));
      })();
      res.json(answer);
    });

    /**
     * Extension: cancels a pickup until its time window starts (409 from then on, and for
     * one already done). A repeat on a cancelled pickup answers 200 again (idempotent) and
     * says so. 404 for no such pickup, 403 for one of an account the user has not linked.
     */
    router.post('/pickup-requests/:id/cancel', (req, res) => {
      const user = requireUser(ctx, req);
      const id = Number(req.params.id);
      const pickup = Number.isInteger(id) && id > 0 ? pickupById(ctx.db, id) : undefined;
      if (!pickup) throw notFound('Pickup not found.');
      const client = linkedClient(ctx.db, user.id, pickup.client_id);
      if (!client) {
        throw forbidden('This pickup belongs to an account not linked to your profile.');
      }
      if (!can(client.role, 'ship')) throw forbidden(ROLE_REFUSED);
      const outcome = cancelPickup(ctx.db, pickup, ctx.now());
      if (outcome === 'too-late') {
        throw new ApiError(
          409,
          pickup.status === 'completed'
            ? 'This pickup has been done: it can no longer be cancelled.'
            : 'The pickup window has started: this pickup can no longer be cancelled.',
        );
      }
      const status = pickupStatus('cancelled');
      ok(
        res,
        { id: pickup.id, status: { value: status.value, label: status.label } },
        outcome === 'already'
          ? `Pickup #${pickup.id} was already cancelled.`
          : `Pickup #${pickup.id} has been cancelled.`,
      );
    });

    app.use(router);
  });
}
