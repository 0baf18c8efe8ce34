import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import type { Request } from 'express';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { receiveDocument, UploadRefused } from '../../../server/reference/services/document-upload';

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'upload-test-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A request body arriving in the given chunks. */
function body(chunks: Buffer[]): Request {
  const stream = new PassThrough();
  queueMicrotask(() => {
    for (const chunk of chunks) stream.write(chunk);
    stream.end();
  });
  return stream as unknown as Request;
}

const options = (maxBytes = 1024) => ({
  dir,
  name: 'doc',
  extension: '.pdf',
  type: 'application/pdf',
  maxBytes,
});

describe('receiveDocument: an upload streamed to a file', () => {
  it('writes the body as it arrives, even when its first bytes come split', async () => {
    const chunks = [Buffer.from('%P'), Buffer.from('DF-1.7\n'), Buffer.alloc(500, 0x41)];
    const whole = Buffer.concat(chunks);
    const received = await receiveDocument(body(chunks), options());
    expect(received.size).toBe(whole.length);
    expect(received.sha256).toBe(createHash('sha256').update(whole).digest('hex'));
    expect(received.file).toBe(join(dir, 'doc.pdf'));
    expect((await readFile(received.file)).equals(whole)).toBe(true);
  });

  it('refuses a body past the limit and leaves no file behind', async () => {
    const chunks = [Buffer.from('%PDF-1.7\n'), Buffer.alloc(1020, 0x41)];
    await expect(receiveDocument(body(chunks), options())).rejects.toEqual(
      new UploadRefused('too_large'),
    );
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses a body that does not begin as its type, a short one and an empty one', async () => {
    for (const chunks of [[Buffer.from('GIF89a and more')], [Buffer.from('%PD')], []]) {
      await expect(receiveDocument(body(chunks), options())).rejects.toEqual(
        new UploadRefused('wrong_content'),
      );
    }
    expect(await readdir(dir)).toEqual([]);
  });
});
