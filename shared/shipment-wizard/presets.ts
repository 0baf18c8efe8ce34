import type { PackageValues } from './values';

/**
 * Package presets: a package the account keeps by name, as the wizard's
 * package holds it (text fields), so the Packages step takes it as is.
 */
export type PresetFields = {
  name: string;
  description: string;
  type: string;
  commodityType: string;
  weight: string;
  weightUnit: string;
  /** '' with the three sizes when the preset has no dimensions. */
  dimensionsUnit: string;
  length: string;
  width: string;
  height: string;
};

export type PackagePresetView = PresetFields & { id: string };

/** The JSON list the wizard asks for: the presets, or why there are none. */
export type PresetList =
  { state: 'ok'; value: PackagePresetView[] } | { state: 'not-offered' } | { state: 'unavailable' };

/** The package's fields a preset fills; the rest (reference, amounts, items) stays. */
export function withPreset(pkg: PackageValues, preset: PresetFields): PackageValues {
  return {
    ...pkg,
    description: preset.description,
    type: preset.type,
    commodityType: preset.commodityType,
    weight: preset.weight,
    weightUnit: preset.weightUnit,
    dimensionsUnit: preset.dimensionsUnit,
    length: preset.length,
    width: preset.width,
    height: preset.height,
  };
}

/** What 'Save as preset' sends for a package, under the name the user gave. */
export function presetOf(pkg: PackageValues, name: string): PresetFields {
  return {
    name,
    description: pkg.description,
    type: pkg.type,
    commodityType: pkg.commodityType,
    weight: pkg.weight,
    weightUnit: pkg.weightUnit,
    dimensionsUnit: pkg.dimensionsUnit,
    length: pkg.length,
    width: pkg.width,
    height: pkg.height,
  };
}

/** 'Save as preset' hands the preset back in flash data (`savedPreset`); checked, as flash is untyped. */
export function savedPresetFrom(flash: unknown): PackagePresetView | null {
  if (typeof flash !== 'object' || flash === null) return null;
  const saved: unknown = (flash as Record<string, unknown>).savedPreset;
  if (typeof saved !== 'object' || saved === null) return null;
  const { id, name } = saved as Record<string, unknown>;
  return typeof id === 'string' && typeof name === 'string' ? (saved as PackagePresetView) : null;
}
