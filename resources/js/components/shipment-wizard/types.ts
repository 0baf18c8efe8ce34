import type { WizardValues } from '@shared/shipment-wizard/values';
import type { SchemaForm } from '@/hooks/use-schema-form';

/** The wizard's one form, as every step receives it. */
export type WizardForm = SchemaForm<WizardValues>;

/** A dot path of the form, for the steps' nested fields (`packages.0.items.1.skuCode`). */
export type WizardPath = Parameters<WizardForm['field']>[0];
