import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview, ImportResult } from '../../../shared/address/import';
import { SqliteSessionStore } from '../../../server/http/sqlite-session-store';
import { signedIn as signIn, type InertiaBrowser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';

/**
 * An import preview is kept beside the session, not in it: a 1,000-row preview leaves the
 * session row small, and its id in one user's session reads nothing for another user.
 */
let portal: Portal;
let dir: string;
let store: SqliteSessionStore;
let importing: Portal;
let app: Express;

beforeAll(async () => {
  portal = await startPortal();
  dir = mkdtempSync(join(tmpdir(), 'portal-import-'));
  store = new SqliteSessionStore(join(dir, 'sessions.sqlite'), portal.config.sessionTtlMs);
  importing = await startPortal({ services: portal.urls, store });
  app = importing.app;
});
afterAll(async () => {
  await importing?.close();
  store?.close();
  await portal?.close();
  rmSync(dir, { recursive: true, force: true });
});

const HEADER =
  'Label,Company Name,Attention,Address 1,Address 2,City,Province,Country,Postal Code,Phone Number,Email Address,Address Type';
const row = (i: number) =>
  `Office ${i},Desert Bloom ${i},Lina Haddad,${i} Palm Street,Floor ${i % 9},Beirut,Beirut Governorate,LB,1107,+9617011${String(i).padStart(4, '0')},lina.${i}@bloom.test,Business`;

async function importPage(visitor: InertiaBrowser) {
  return (await visitor.visit('import-addresses'))
    .component('address-book/import-addresses')
    .prop<{ preview: ImportPreview | null; result: ImportResult | null }>();
}

/** The file chosen and sent from the import page; the page the answer leads to. */
async function upload(visitor: InertiaBrowser, fileName: string, content: string) {
  await visitor.visit('import-addresses');
  return visitor.post('import-addresses.preview', { fileName, content }, { errorBag: 'import' });
}

/** Every stored session row's size in bytes, largest first. */
const sessionRowSizes = () =>
  (
    store.db.prepare('SELECT length(data) AS bytes FROM sessions ORDER BY bytes DESC').all() as {
      bytes: number;
    }[]
  ).map((r) => r.bytes);

type Sessions = Record<string, Record<string, unknown>>;
const allSessions = async (): Promise<Sessions> =>
  Object.fromEntries(
    (
      store.db.prepare('SELECT sid, data FROM sessions').all() as { sid: string; data: string }[]
    ).map((r) => [r.sid, JSON.parse(r.data) as Record<string, unknown>]),
  );

describe('an import preview beside the session', () => {
  it('leaves the session row under 4 KB after a 1,000-row preview', async () => {
    const visitor = await signIn(app);
    const content = [HEADER, ...Array.from({ length: 1000 }, (_, i) => row(i + 1))].join('\n');
    expect(Buffer.byteLength(content)).toBeGreaterThan(130_000);
    (await upload(visitor, 'book.csv', content)).redirectedTo('/address-book/import');
    const { preview } = await importPage(visitor);
    expect(preview?.rows).toHaveLength(1000);
    expect(preview?.ready).toBe(1000);

    const [largest] = sessionRowSizes();
    expect(largest).toBeLessThan(4096);
    // The preview itself is in the side table of the same file, with an expiry.
    const side = store.db
      .prepare("SELECT length(value) AS bytes, expires FROM side_values WHERE key LIKE 'import:%'")
      .all() as { bytes: number; expires: number }[];
    expect(side).toHaveLength(1);
    expect(side[0]!.bytes).toBeGreaterThan(100_000);
    expect(side[0]!.expires).toBeLessThanOrEqual(Date.now() + 60 * 60_000);

    // Start over: the stored preview goes with it.
    (await visitor.delete('import-addresses.destroy')).redirectedTo('/address-book/import');
    expect((await importPage(visitor)).preview).toBeNull();
    expect(
      store.db.prepare("SELECT COUNT(*) AS n FROM side_values WHERE key LIKE 'import:%'").get(),
    ).toEqual({ n: 0 });
  });

  it("never shows one user's preview to another who holds its id", async () => {
    const owner = await signIn(app);
    await upload(owner, 'mine.csv', [HEADER, row(1)].join('\n'));
    expect((await importPage(owner)).preview?.fileName).toBe('mine.csv');
    const handle = Object.values(await allSessions()).find((s) => s.addressImport)
      ?.addressImport as { id: string; client: number };
    expect(Object.keys(handle).sort()).toEqual(['client', 'id']);

    // Another user's session given the same id (and account) reads nothing.
    const stranger = await signIn(app);
    for (const [sid, data] of Object.entries(await allSessions())) {
      if (data.addressImport) continue;
      if (!data.user) continue;
      const user = data.user as { id: number };
      data.user = { ...user, id: user.id + 1000 };
      data.addressImport = handle;
      await new Promise<void>((resolve, reject) =>
        store.set(sid, data as never, (err) => (err ? reject(err) : resolve())),
      );
    }
    expect((await importPage(stranger)).preview).toBeNull();
    expect((await importPage(owner)).preview?.fileName).toBe('mine.csv');
  });
});
