import type { Request, Router } from 'express';
import { z } from 'zod';
import { COMMODITY_TYPES, PACKAGE_TYPES, WEIGHT_UNITS, values } from '../../domain/catalog';
import { ok } from '../../http/envelope';
import { fieldError, notFound } from '../../http/errors';
import { oneOf, optionalText, positiveNumber, requiredText } from '../../http/fields';
import { parse } from '../../http/validate';
import {
  deletePreset,
  insertPreset,
  MAX_PRESETS,
  presetCount,
  presetDto,
  presetNameTaken,
  presetOf,
  presetsOf,
  updatePreset,
  type PresetFields,
  type PresetRow,
} from '../../store/package-presets';
import { requireClient, requireUser } from '../access';
import type { Permission } from '../roles';
import type { ServiceContext } from '../context';
import { dimensionsSchema } from '../shipment-schema';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** Dimensions are optional (a domestic package needs none), but whole when given. */
const dimensions = z.preprocess(
  (value) =>
    value === null ||
    value === undefined ||
    (typeof value === 'object' && Object.values(value).every(isBlank))
      ? null
      : value,
  dimensionsSchema.nullable(),
);

/** A preset as the wizard's package holds it, with the wizard's messages (spec §5). */
const presetBody = z
  .object({
    name: requiredText('Name', 60),
    type: oneOf('Type', values(PACKAGE_TYPES)),
    commodity_type: oneOf('Commodity Type', values(COMMODITY_TYPES)),
    description: optionalText('Description'),
    weight: z.object(
      { value: positiveNumber('Weight'), unit: oneOf('Weight Unit', values(WEIGHT_UNITS)) },
      { error: 'Weight is required' },
    ),
    dimensions,
  })
  .transform((body): PresetFields => ({
    name: body.name,
    type: body.type,
    commodity_type: body.commodity_type,
    description: body.description,
    dimensions_unit: body.dimensions?.unit ?? null,
    length: body.dimensions?.length ?? null,
    width: body.dimensions?.width ?? null,
    height: body.dimensions?.height ?? null,
    weight_value: body.weight.value,
    weight_unit: body.weight.unit,
  }));

/** The fields a preset holds now, as a body: an update changes only what it sends. */
function asBody(row: PresetRow): Record<string, unknown> {
  const { id: _id, created_at: _created, updated_at: _updated, ...body } = presetDto(row);
  return body;
}

const objectBody = (body: unknown): Record<string, unknown> =>
  body !== null && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};

export function packagePresetRoutes(router: Router, ctx: ServiceContext): void {
  const base = '/user/clients/:client/package-presets';

  const account = (req: Request, need: Permission) =>
    requireClient(ctx, requireUser(ctx, req), req.params.client, need);

  /** A preset of the path's account; any other id is 404, as is one of another account. */
  const preset = (clientId: number, raw: unknown): PresetRow => {
    const id = /^\d{1,15}$/.test(String(raw)) ? Number(raw) : 0;
    const row = id > 0 ? presetOf(ctx.db, clientId, id) : undefined;
    if (!row) throw notFound('Package preset not found.');
    return row;
  };

  const uniqueName = (clientId: number, fields: PresetFields, except?: number) => {
    if (presetNameTaken(ctx.db, clientId, fields.name, except)) {
      throw fieldError('name', 'A package preset with this name already exists.');
    }
  };

  /** Extension: the account's package presets, by name. */
  router.get(base, (req, res) => {
    const client = account(req, 'view');
    ok(res, presetsOf(ctx.db, client.id).map(presetDto));
  });

  /** Extension: saves a new preset; at most MAX_PRESETS per account. */
  router.post(base, (req, res) => {
    const user = requireUser(ctx, req);
    const client = requireClient(ctx, user, req.params.client, 'ship');
    const fields = parse(presetBody, req.body);
    uniqueName(client.id, fields);
    if (presetCount(ctx.db, client.id) >= MAX_PRESETS) {
      throw fieldError(
        'name',
        `This account already keeps ${MAX_PRESETS} package presets. Delete one to save another.`,
      );
    }
    const row = insertPreset(ctx.db, client.id, fields, user.id, ctx.now());
    ok(res, presetDto(row), 'The package preset has been saved.', 201);
  });

  /** Extension: renames or changes a preset; the fields left out keep their value. */
  router.post(`${base}/:id`, (req, res) => {
    const client = account(req, 'ship');
    const row = preset(client.id, req.params.id);
    const fields = parse(presetBody, { ...asBody(row), ...objectBody(req.body) });
    uniqueName(client.id, fields, row.id);
    ok(
      res,
      presetDto(updatePreset(ctx.db, row, fields, ctx.now())),
      'The package preset has been saved.',
    );
  });

  /** Extension: deletes a preset. */
  router.delete(`${base}/:id`, (req, res) => {
    const client = account(req, 'ship');
    deletePreset(ctx.db, preset(client.id, req.params.id));
    ok(res, null, 'The package preset has been deleted.');
  });
}
