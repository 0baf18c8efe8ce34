import { z } from 'zod';
import { progressSteps } from '../../shared/shipments/progress';
import type { PlaceView, PublicTrackingView } from '../../shared/tracking/types';
import { upstreamPath, type Upstream } from '../upstream';
import { apiText } from './schemas';
import { newestFirst } from './shipments';

/**
 * Public tracking (main API extension `GET /tracking/{awb}`, no token; upstream contract,
 * Extensions). Only the fields below are read: zod drops anything else a provider might
 * send, so no personal data can reach the public page through the portal.
 */

const text = apiText;

const place = z.object({ city: text, country: text }).nullish();

const trackingSchema = z.object({
  awb: text,
  last_status: z.object({ slug: text, label: text }).partial().nullish(),
  estimated_delivery: text,
  updated_at: text,
  origin: place,
  destination: place,
  status_logs: z.record(z.string(), z.unknown()).nullish(),
  activities_logs: z
    .array(
      z.object({
        created_at_date: text,
        created_at_time: text,
        status: text,
        location: text,
      }),
    )
    .nullish(),
});

const placeView = (p: z.infer<typeof place>): PlaceView | null =>
  p && (p.city || p.country) ? { city: p.city, country: p.country } : null;

/**
 * One package's public tracking. Throws as any call does: UpstreamNotFoundError for an AWB
 * the provider does not know (or a provider without the extension: `trackingOffered`).
 */
export async function publicTracking(up: Upstream, awb: string): Promise<PublicTrackingView> {
  const { data } = await up.main.get(upstreamPath`/tracking/${awb}`, { schema: trackingSchema });
  return {
    awb: data.awb || awb,
    status: data.last_status?.label || 'Unknown',
    statusSlug: data.last_status?.slug || null,
    estimatedDelivery: data.estimated_delivery || null,
    updatedAt: data.updated_at || null,
    origin: placeView(data.origin),
    destination: placeView(data.destination),
    steps: progressSteps(data.status_logs),
    updates: newestFirst(
      (data.activities_logs ?? []).map((log) => ({
        date: log.created_at_date,
        time: log.created_at_time,
        status: log.status,
        location: log.location,
      })),
    ),
  };
}

/**
 * A number that cannot be an AWB: the extension refuses it with 422 on `awb`, while a
 * provider without the extension answers 404, as it does for every path it does not know.
 */
export const NOT_AN_AWB = '-';

/** Asks for a number that cannot be an AWB: how a portal tells whether tracking is offered. */
export async function probeTracking(up: Upstream): Promise<void> {
  await up.main.get(upstreamPath`/tracking/${NOT_AN_AWB}`);
}
