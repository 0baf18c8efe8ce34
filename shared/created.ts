/**
 * What a popup form's route hands back in flash data (`createdAddress`,
 * `createdConsignee`): the new record's id and its line; checked, since flash is untyped.
 */
export function createdFrom(flash: unknown, key: string): { id: string; text: string } | null {
  if (typeof flash !== 'object' || flash === null) return null;
  const created: unknown = (flash as Record<string, unknown>)[key];
  if (typeof created !== 'object' || created === null) return null;
  const { id, text } = created as Record<string, unknown>;
  return typeof id === 'string' && typeof text === 'string' ? { id, text } : null;
}
