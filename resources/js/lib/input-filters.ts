/**
 * spec §5 text-input filters, applied to every keystroke and paste so the field never
 * holds a character the server would refuse.
 */

/** Keeps the digits only (account numbers, pins, counts). */
export function onlyNumbers(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * Keeps digits and the first dot (amounts, weights, dimensions); a value that starts with
 * the dot gets a leading '0' so that '.5' reads and parses as 0.5.
 */
export function onlyDecimal(value: string): string {
  const kept = value.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  const single =
    dot === -1 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, '');
  return single.startsWith('.') ? `0${single}` : single;
}
