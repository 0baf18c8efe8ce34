import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '@shared/claims/types';
import { HEAD_BYTES, typeOf } from '@shared/files/signature';
import { messages } from '@shared/messages';

/**
 * Why a chosen photo cannot go with a claim, read as the server reads it (its first bytes,
 * its size), or null: nothing is sent while a photo fails. The server checks again.
 */
export async function photoProblem(file: File): Promise<string | null> {
  if (file.size > PHOTO_MAX_BYTES) return messages.claims.photoTooLarge;
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  const type = typeOf(head);
  return type && (PHOTO_TYPES as readonly string[]).includes(type)
    ? null
    : messages.claims.photoType;
}
