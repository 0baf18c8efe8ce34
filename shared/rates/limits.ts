import { messages } from '../messages';

/**
 * What a piece may be for the rating call: more than nothing, at most 1,000 kg, no side
 * over 300 cm (the limits the provider rates within). A value outside them gets a message
 * under its field and is never sent.
 */
export const MAX_PIECE_KG = 1000;
export const MAX_SIDE_CM = 300;

/** Each unit the provider's lists name, in kilograms and centimetres. */
const KG_PER: Record<string, number> = { kg: 1, g: 0.001, lb: 0.45359237, oz: 0.028349523125 };
const CM_PER: Record<string, number> = { cm: 1, mm: 0.1, m: 100, in: 2.54, ft: 30.48 };

const per = (table: Record<string, number>, unit: string) => table[unit.trim().toLowerCase()];

/** A tolerance, so that 2,204.62 lb (1,000 kg) is not refused for the rounding. */
const SLACK = 1e-6;

/** Why a piece's weight cannot be rated, or null when it can (or its unit is unknown). */
export function weightProblem(value: number, unit: string): string | null {
  if (!(value > 0)) return messages.wizardPrices.mustBePositive('Weight');
  const factor = per(KG_PER, unit);
  if (factor !== undefined && value * factor > MAX_PIECE_KG + SLACK) {
    return messages.wizardPrices.pieceTooHeavy;
  }
  return null;
}

/** Why one side (`label`: 'Length' …) cannot be rated, or null when it can. */
export function sideProblem(label: string, value: number, unit: string): string | null {
  if (!(value > 0)) return messages.wizardPrices.mustBePositive(label);
  const factor = per(CM_PER, unit);
  if (factor !== undefined && value * factor > MAX_SIDE_CM + SLACK) {
    return messages.wizardPrices.sideTooLong(label);
  }
  return null;
}
