import * as z from 'zod/mini';
import { messages } from '../messages';

/** The shipments import's two forms: the file, then the column mapping. */

/** A File in the browser; the server reads the upload itself (server/http/upload.ts). */
export const importUploadForm = z.object({
  file: z.custom<Blob>(
    (value) => typeof value === 'object' && value !== null && 'size' in value,
    messages.shipmentImport.chooseFile,
  ),
});

/** Column key → the file's header it is read from ('' for none). */
export const importMappingForm = z.object({
  mapping: z.record(z.string().check(z.maxLength(60)), z.string().check(z.maxLength(300))),
});

export type ImportMappingData = { mapping: Record<string, string> };
