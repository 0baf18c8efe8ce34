/**
 * What a file is, read from the bytes it starts with rather than its name or the browser's
 * word: the browser checks a chosen file so, and the server again as it streams.
 */

/** The types taken, by the bytes they start with. */
const SIGNATURES: ReadonlyArray<{ type: string; magic: readonly number[] }> = [
  { type: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** How many first bytes tell every type above. */
export const HEAD_BYTES = 8;

/** The type `head` (a file's first bytes) says, or null for any other. */
export const typeOf = (head: Uint8Array): string | null =>
  SIGNATURES.find(({ magic }) => magic.every((byte, i) => head[i] === byte))?.type ?? null;
