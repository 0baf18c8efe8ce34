import compressionStreams from 'compression';
import type { Request, RequestHandler, Response } from 'express';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Smaller answers go as they are: compressing them saves less than it costs (the library's default). */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * Larger answers sent whole are compressed by the library's stream instead: compressing at
 * once holds the process for about 7 µs per KB (gzip), time every other request waits.
 */
export const AT_ONCE_UP_TO_BYTES = 64 * 1024;

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/** The library's brotli quality (4), told the answer's size, to which the encoder tunes itself. */
const brotliOptions = (bytes: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
  },
});

type End = Response['end'];
type Callback = () => void;

/** Whether `res`, `bytes` long, is one to compress at once. */
function compressibleAtOnce(req: Request, res: Response, bytes: number): boolean {
  if (bytes < COMPRESS_FROM_BYTES || bytes > AT_ONCE_UP_TO_BYTES) return false;
  if (res.statusCode === 204 || res.statusCode === 304) return false;
  if (res.getHeader('Content-Encoding') !== undefined) return false;
  if (NO_TRANSFORM.test(String(res.getHeader('Cache-Control') ?? ''))) return false;
  return compressionStreams.filter(req, res);
}

/**
 * Wraps `res.end` so that an answer sent whole (a page object, a page's HTML: one `end`
 * with nothing written before it) is compressed in one call, here. The library passes
 * every answer through a zlib stream, whose chunks each go to the thread pool and back:
 * for My Shipments' 7.7 KB page object that cost 350 µs of CPU with brotli and 140 µs with
 * gzip, against 80 and 55 µs at once, the same bytes (`node:zlib`, 2,000 answers each).
 */
function compressWholeAnswers(req: Request, res: Response): void {
  if (req.method === 'HEAD') return;
  // In the client's order of preference: browsers list gzip first, and for an answer of a
  // few KB gzip costs two thirds of brotli's time for as many bytes. A client that takes
  // neither (a script, a load generator) costs no wrapper and no count of its bytes.
  const encoding = req.acceptsEncodings('gzip', 'br');
  if (encoding !== 'gzip' && encoding !== 'br') return;
  const end: End = res.end;
  res.end = function (this: Response, ...args: unknown[]) {
    const [chunk, second, third] = args;
    const textEncoding = typeof second === 'string' ? (second as BufferEncoding) : 'utf8';
    const bytes = Buffer.isBuffer(chunk)
      ? chunk.length
      : typeof chunk === 'string'
        ? Buffer.byteLength(chunk, textEncoding)
        : undefined;
    if (bytes === undefined || this.headersSent || !compressibleAtOnce(req, this, bytes)) {
      return Reflect.apply(end, this, args) as Response;
    }
    const whole = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, textEncoding);
    const body =
      encoding === 'gzip'
        ? gzipSync(whole)
        : brotliCompressSync(whole, brotliOptions(whole.length));
    this.setHeader('Content-Encoding', encoding);
    this.setHeader('Content-Length', body.length);
    const callback = [second, third].find((arg): arg is Callback => typeof arg === 'function');
    return Reflect.apply(end, this, callback ? [body, callback] : [body]) as Response;
  } as End;
}

/**
 * Compression of the portal's answers: those sent whole at once, in this thread; those
 * written in parts (CSV and PDF downloads, large answers) by the `compression` library's
 * stream. The library still sees every answer: it adds `Vary: Accept-Encoding`, and leaves
 * one already encoded here as it is.
 */
export function compression(): RequestHandler {
  const streams = compressionStreams({ threshold: COMPRESS_FROM_BYTES });
  return (req, res, next) => {
    streams(req, res, (err?: unknown) => {
      if (err) return next(err);
      compressWholeAnswers(req, res);
      next();
    });
  };
}
