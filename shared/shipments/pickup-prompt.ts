/**
 * After a shipment is created the dashboard asks whether to schedule a pickup (spec §2.8).
 * Its Schedule button visits schedule-pickup with the shipment's sender address under this
 * query parameter; the pickup wizard reads it as its preset (spec §4: it then starts at
 * Shipping Details).
 */
export const PICKUP_PRESET_PARAM = 'shipper_address_id';
