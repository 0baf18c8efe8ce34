import * as z from 'zod/mini';
import { messages } from '../messages';
import { required } from './fields';

/** Package presets: the name the user gives, and the package it keeps. */

export const PRESET_NAME_MAX = 60;

const name = z.pipe(
  required(/*i18n*/ 'Preset Name'),
  z.string().check(z.maxLength(PRESET_NAME_MAX, messages.presets.nameTooLong(PRESET_NAME_MAX))),
);
const text = (max: number) => z._default(z.string().check(z.maxLength(max)), '');

export const presetNameForm = z.object({ name });

export const presetForm = z.object({
  name,
  description: text(255),
  type: text(40),
  commodityType: text(40),
  weight: text(20),
  weightUnit: text(10),
  dimensionsUnit: text(10),
  length: text(20),
  width: text(20),
  height: text(20),
});

export const emptyPresetName = { name: '' };
