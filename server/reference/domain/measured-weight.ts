/**
 * Which shipments the reference provider weighs heavier at pickup than declared, and by how
 * much. Deterministic, so that a demo and a test can tell beforehand which shipment's bill
 * will be adjusted: every fourth shipment by id.
 */

export const ADJUSTED_EVERY = 4;

export const adjustsAtPickup = (shipmentId: number) => shipmentId % ADJUSTED_EVERY === 0;

const oneDecimal = (kg: number) => Math.round(kg * 10) / 10;

/**
 * The weight found at pickup: a tenth more than declared and at least half a kilo more, so
 * the chargeable weight (rounded up to the half kilo) always moves and so does the price.
 */
export const measuredWeightOf = (declaredKg: number) =>
  oneDecimal(Math.max(declaredKg + 0.5, declaredKg * 1.1));

export const adjustmentReason = (measured: number, declared: number) =>
  `Weighed at pickup: ${measured} kg, declared ${declared} kg`;
