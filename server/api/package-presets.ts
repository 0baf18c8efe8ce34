import { z } from 'zod';
import { InvalidForm, UpstreamValidationError, type Notification } from '../failures';
import { upstreamPath, type Upstream } from '../upstream';
import { apiId, apiText } from './schemas';
import type { PackagePresetView, PresetFields } from '../../shared/shipment-wizard/presets';

/**
 * Package presets the provider keeps per client account (main API, upstream contract:
 * Extensions). A 404 means the provider does not offer them. A preset reads as the Create
 * Shipment wizard's package holds it (text fields), so the Packages step takes it as is.
 */

/** A preset as the portal shows it: the wizard's package fields, all text (shared). */
export type PackagePreset = PackagePresetView;

/** At most this many presets per account; the provider answers 422 on `name` beyond. */
export const MAX_PACKAGE_PRESETS = 50;

const id = apiId;
const text = apiText;

const apiPreset = z
  .object({
    id,
    name: text,
    type: text,
    commodity_type: text,
    description: text,
    dimensions: z
      .object({ unit: text, length: text, width: text, height: text })
      .nullish()
      .catch(null),
    weight: z.object({ value: text, unit: text }),
  })
  .transform((p): PackagePreset => ({
    id: p.id,
    name: p.name,
    description: p.description,
    type: p.type,
    commodityType: p.commodity_type,
    weight: p.weight.value,
    weightUnit: p.weight.unit,
    dimensionsUnit: p.dimensions?.unit ?? '',
    length: p.dimensions?.length ?? '',
    width: p.dimensions?.width ?? '',
    height: p.dimensions?.height ?? '',
  }));

const presetList = z.array(apiPreset);

/** The provider's field names (dotted paths) → the names of the fields above. */
const FIELD_NAMES: Record<string, keyof PresetFields> = {
  name: 'name',
  description: 'description',
  type: 'type',
  commodity_type: 'commodityType',
  weight: 'weight',
  'weight.value': 'weight',
  'weight.unit': 'weightUnit',
  dimensions: 'dimensionsUnit',
  'dimensions.unit': 'dimensionsUnit',
  'dimensions.length': 'length',
  'dimensions.width': 'width',
  'dimensions.height': 'height',
};

/** A provider's 422 under the preset's own field names (unknown ones above the form). */
export function presetFieldErrors(fields: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) out[FIELD_NAMES[key] ?? 'form'] ??= message;
  return out;
}

function underPresetNames(err: unknown): never {
  if (err instanceof UpstreamValidationError) throw new InvalidForm(presetFieldErrors(err.fields));
  throw err;
}

/** Numbers travel as numbers; anything else as typed, for the provider to refuse by name. */
const amount = (value: string) => {
  const trimmed = value.trim();
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
};

/** The contract's body: only the fields given, so an update may send just a new name. */
export function presetBody(fields: Partial<PresetFields>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (fields.name !== undefined) body.name = fields.name.trim();
  if (fields.description !== undefined) body.description = fields.description.trim() || null;
  if (fields.type !== undefined) body.type = fields.type;
  if (fields.commodityType !== undefined) body.commodity_type = fields.commodityType;
  if (fields.weight !== undefined || fields.weightUnit !== undefined) {
    body.weight = { value: amount(fields.weight ?? ''), unit: fields.weightUnit ?? '' };
  }
  const sizes = [fields.dimensionsUnit, fields.length, fields.width, fields.height];
  if (sizes.some((value) => value !== undefined)) {
    body.dimensions = sizes.every((value) => !value?.trim())
      ? null
      : {
          unit: fields.dimensionsUnit ?? '',
          length: amount(fields.length ?? ''),
          width: amount(fields.width ?? ''),
          height: amount(fields.height ?? ''),
        };
  }
  return body;
}

export interface SavedPreset {
  preset: PackagePreset;
  notification?: Notification;
}

const presetsPath = (client: number) => upstreamPath`/user/clients/${client}/package-presets`;
const presetPath = (client: number, id: string) =>
  upstreamPath`/user/clients/${client}/package-presets/${id}`;

/** The account's presets, by name. */
export async function listPresets(
  up: Upstream,
  token: string,
  client: number,
): Promise<PackagePreset[]> {
  const { data } = await up.main.get(presetsPath(client), { token, schema: presetList });
  return data;
}

/** Saves a new preset; a refusal comes back under the fields above (InvalidForm). */
export async function createPreset(
  up: Upstream,
  token: string,
  client: number,
  fields: PresetFields,
): Promise<SavedPreset> {
  const answer = await up.main
    .post(presetsPath(client), { token, body: presetBody(fields), schema: apiPreset })
    .catch(underPresetNames);
  return { preset: answer.data, notification: answer.notification };
}

/** Changes a preset: only the fields given (a rename sends the name alone). */
export async function updatePreset(
  up: Upstream,
  token: string,
  client: number,
  id: string,
  fields: Partial<PresetFields>,
): Promise<SavedPreset> {
  const answer = await up.main
    .post(presetPath(client, id), { token, body: presetBody(fields), schema: apiPreset })
    .catch(underPresetNames);
  return { preset: answer.data, notification: answer.notification };
}

export function renamePreset(
  up: Upstream,
  token: string,
  client: number,
  id: string,
  name: string,
): Promise<SavedPreset> {
  return updatePreset(up, token, client, id, { name });
}

export async function deletePreset(
  up: Upstream,
  token: string,
  client: number,
  id: string,
): Promise<Notification | undefined> {
  const answer = await up.main.delete(presetPath(client, id), { token });
  return answer.notification;
}
