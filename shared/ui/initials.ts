/**
 * The letters in the user's avatar: the first letter of the first and of the last name,
 * upper-cased; '?' when both names are empty, so the avatar is never blank.
 */
export function initials(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
): string {
  const letters = [firstName, lastName]
    .map((name) => Array.from((name ?? '').trim())[0] ?? '')
    .join('')
    .toLocaleUpperCase();
  return letters || '?';
}
