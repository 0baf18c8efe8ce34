import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { InvalidForm } from '../failures';

/**
 * One file sent as multipart/form-data (Inertia sends a form holding a File that way),
 * read into memory up to `maxBytes` (multer stops reading past it), with no other field
 * larger than a few KB. Every way an upload goes wrong is said under the file's field,
 * so the form shows it in place and keeps what the user chose.
 */
export interface Upload {
  fileName: string;
  bytes: Buffer;
}

export interface UploadOptions {
  field: string;
  maxBytes: number;
  /** Said when the file is larger than maxBytes. */
  tooLarge: string;
  /** Said when no file came. */
  missing: string;
}

export async function readUpload(
  req: Request,
  res: Response,
  options: UploadOptions,
): Promise<Upload> {
  const fail = (message: string) => new InvalidForm({ [options.field]: message });
  if (!req.is('multipart/form-data')) throw fail(options.missing);
  const parse = multer({
    storage: multer.memoryStorage(),
    // Browsers send a file's name as UTF-8 without saying so ('Expéditions.csv').
    defParamCharset: 'utf8',
    limits: { fileSize: options.maxBytes, files: 1, fields: 10, fieldSize: 16 * 1024 },
  }).single(options.field);
  // Caught: multer's own refusals (too large, a second file, a stray field) are the user's.
  await new Promise<void>((resolve, reject) =>
    parse(req, res, (err: unknown) => {
      if (err instanceof MulterError) {
        reject(fail(err.code === 'LIMIT_FILE_SIZE' ? options.tooLarge : options.missing));
      } else if (err) {
        reject(fail(options.missing));
      } else {
        resolve();
      }
    }),
  );
  const file = req.file;
  if (!file) throw fail(options.missing);
  return { fileName: file.originalname, bytes: file.buffer };
}
