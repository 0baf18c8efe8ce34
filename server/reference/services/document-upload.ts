import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import type { Request } from 'express';
import { documentMatches } from '../domain/exceptions';

/** Why an upload was refused: larger than allowed, or not what its type says. */
export class UploadRefused extends Error {
  constructor(readonly reason: 'too_large' | 'wrong_content') {
    super(reason);
  }
}

export interface Received {
  file: string;
  size: number;
  sha256: string;
}

/** The most bytes read (and dropped) after a refusal before the connection is cut. */
const DRAIN_LIMIT = 32 * 1024 * 1024;

/**
 * Reads what is left of a request and drops it, so that the client, still sending, reads
 * the answer; a client sending much more than that is cut off.
 */
export function drain(req: Request): Promise<void> {
  if (req.complete || req.readableEnded || req.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let dropped = 0;
    const done = () => {
      req.off('data', count);
      resolve();
    };
    const count = (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > DRAIN_LIMIT) {
        req.destroy();
        done();
      }
    };
    req.on('data', count);
    req.once('end', done);
    req.once('close', done);
    req.once('error', done);
    req.resume();
  });
}

/**
 * Streams the request body to a file under `dir`, never holding it whole: a counter between
 * the two refuses it past `maxBytes` (too_large) and checks its first bytes against the
 * type (wrong_content); the part written is then removed. Resolves with the file kept as
 * `<name><extension>`, its size and SHA-256.
 */
export async function receiveDocument(
  req: Request,
  options: { dir: string; name: string; extension: string; type: string; maxBytes: number },
): Promise<Received> {
  await mkdir(options.dir, { recursive: true });
  const partial = join(options.dir, `${randomUUID()}.part`);
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  let checked = false;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      size += chunk.length;
      if (size > options.maxBytes) return done(new UploadRefused('too_large'));
      if (!checked) {
        head = Buffer.concat([head, chunk]).subarray(0, 16);
        if (head.length >= 8) {
          checked = true;
          if (!documentMatches(options.type, head)) {
            return done(new UploadRefused('wrong_content'));
          }
        }
      }
      hash.update(chunk);
      done(null, chunk);
    },
    flush(done: TransformCallback) {
      if (!checked && !documentMatches(options.type, head)) {
        return done(new UploadRefused('wrong_content'));
      }
      done();
    },
  });
  const out = createWriteStream(partial);
  try {
    await new Promise<void>((resolve, reject) => {
      let settled = false;
      const fail = (err: unknown) => {
        if (settled) return;
        settled = true;
        // The request is left to the caller (drain), so the client still reads the answer.
        req.unpipe(counter);
        counter.destroy();
        out.destroy();
        reject(err instanceof Error ? err : new Error(String(err)));
      };
      req.once('aborted', () => fail(new Error('The upload was interrupted.')));
      req.once('error', fail);
      counter.once('error', fail);
      out.once('error', fail);
      out.once('finish', () => {
        if (settled) return;
        settled = true;
        resolve();
      });
      req.pipe(counter).pipe(out);
    });
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
  const file = join(options.dir, `${options.name}${options.extension}`);
  await rename(partial, file);
  return { file, size, sha256: hash.digest('hex') };
}
