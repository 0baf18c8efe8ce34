import { PassThrough, Transform, type Readable } from 'node:stream';
import busboy from 'busboy';
import type { Request } from 'express';
import { HEAD_BYTES, typeOf } from '../../shared/files/signature';
import { InvalidForm } from '../failures';

/**
 * One file of a multipart form, passed on as it arrives (a customer's document to the
 * provider: docs/exceptions.md), never held whole. Its type is read from its first bytes,
 * not from its name or the browser's word; it ends with a refusal under the form's field
 * when it is too large, not one of the types taken, or a PDF carrying files inside it (an
 * archive, a zip bomb: customs want the document alone, and nobody here unpacks it).
 */

/** A file attached inside a PDF is declared with this name (PDF 32000-1, 7.11.4). */
const EMBEDDED_FILE = Buffer.from('/EmbeddedFile');

export interface StreamedUploadOptions {
  field: string;
  maxBytes: number;
  /** The types taken (by their first bytes); PDF, JPEG and PNG when not said. */
  types?: readonly string[];
  messages: { missing: string; tooLarge: string; wrongType: string; attachments: string };
}

export interface StreamedFile {
  body: Readable;
  contentType: string;
}

/** Why a file stopped on its way: said under the field once the call it fed has ended. */
class Refused extends Error {
  constructor(readonly said: string) {
    super(said);
  }
}

/** Counts and looks at the bytes going by; stops the stream at the first fault. */
function watched(maxBytes: number, pdf: boolean, messages: StreamedUploadOptions['messages']) {
  let seen = 0;
  let tail = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes) return done(new Refused(messages.tooLarge));
      if (pdf) {
        // The name may straddle two chunks: look at the end of the last one too.
        const window = Buffer.concat([tail, chunk]);
        if (window.includes(EMBEDDED_FILE)) return done(new Refused(messages.attachments));
        tail = window.subarray(Math.max(0, window.length - EMBEDDED_FILE.length + 1));
      }
      done(null, chunk);
    },
  });
}

/**
 * Reads `options.field` of the request's multipart body and hands it to `send` as a stream
 * with its type once its first bytes say what it is. A refusal (none, too large, another
 * type, a PDF with attachments) is an InvalidForm under the field, whether it is found
 * before `send` starts or while the file streams (the call `send` made is then abandoned).
 */
export function withStreamedUpload<T>(
  req: Request,
  options: StreamedUploadOptions,
  send: (file: StreamedFile) => Promise<T>,
): Promise<T> {
  const fail = (message: string) => new InvalidForm({ [options.field]: message });
  if (!req.is('multipart/form-data')) return Promise.reject(fail(options.messages.missing));
  const declared = Number(req.get('content-length'));
  // Refused before a byte is read when the whole body is already over (a few KB of form).
  if (Number.isFinite(declared) && declared > options.maxBytes + 64 * 1024) {
    req.resume();
    return Promise.reject(fail(options.messages.tooLarge));
  }

  return new Promise<T>((resolve, reject) => {
    let started = false;
    let refusal: string | null = null;
    const parser = busboy({
      headers: req.headers,
      defParamCharset: 'utf8',
      limits: { files: 1, fields: 10, fieldSize: 16 * 1024, fileSize: options.maxBytes + 1 },
    });
    const settle = (failure: unknown) => {
      req.unpipe(parser);
      req.resume();
      reject(failure);
    };

    parser.on('file', (name, file) => {
      if (name !== options.field || started) {
        file.resume();
        return;
      }
      started = true;
      let head = Buffer.alloc(0);
      const onHead = (chunk: Buffer) => {
        head = Buffer.concat([head, chunk]);
        if (head.length >= HEAD_BYTES) begin();
      };
      const onEarlyEnd = () => begin();
      const begin = () => {
        file.off('data', onHead);
        file.off('end', onEarlyEnd);
        file.pause();
        if (head.length === 0) return settle(fail(options.messages.missing));
        const type = typeOf(head);
        if (!type || (options.types && !options.types.includes(type))) {
          return settle(fail(options.messages.wrongType));
        }
        const check = watched(options.maxBytes, type === 'application/pdf', options.messages);
        check.on('error', (err) => {
          refusal = err instanceof Refused ? err.said : options.messages.missing;
          file.resume();
        });
        const body = new PassThrough();
        check.pipe(body);
        check.on('error', (err) => body.destroy(err));
        check.write(head);
        file.on('limit', () => check.destroy(new Refused(options.messages.tooLarge)));
        file.pipe(check);
        send({ body, contentType: type }).then(resolve, (err: unknown) =>
          settle(refusal ? fail(refusal) : err),
        );
      };
      file.on('data', onHead);
      file.on('end', onEarlyEnd);
    });
    parser.on('error', () => settle(fail(options.messages.missing)));
    parser.on('close', () => {
      if (!started) settle(fail(options.messages.missing));
    });
    req.pipe(parser);
  });
}
