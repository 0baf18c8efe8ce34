import type { Db } from '../db/connection';
import { insertPreset, type PresetFields } from '../store/package-presets';

/** The demo account's package presets: what a small shop sends most. */
export const DEMO_PRESETS: PresetFields[] = [
  {
    name: 'Document envelope',
    type: 'envelope',
    commodity_type: 'documents',
    description: 'Contracts and printed documents',
    dimensions_unit: 'cm',
    length: 35,
    width: 25,
    height: 2,
    weight_value: 0.3,
    weight_unit: 'kg',
  },
  {
    name: 'Small box',
    type: 'box',
    commodity_type: 'merchandise',
    description: 'Clothing and accessories',
    dimensions_unit: 'cm',
    length: 30,
    width: 20,
    height: 10,
    weight_value: 1.2,
    weight_unit: 'kg',
  },
  {
    name: 'Large box',
    type: 'box',
    commodity_type: 'merchandise',
    description: 'Home goods',
    dimensions_unit: 'cm',
    length: 60,
    width: 40,
    height: 40,
    weight_value: 8,
    weight_unit: 'kg',
  },
];

export function seedPresets(db: Db, clientId: number, userId: number, now: Date): void {
  for (const preset of DEMO_PRESETS) insertPreset(db, clientId, preset, userId, now);
}
