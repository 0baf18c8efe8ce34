/**
 * The least a backend-for-frontend can spend on a My Shipments visit, two ways, each making
 * the same list call with undici, parsing its JSON and answering the bytes the portal
 * answered, with no page of its own:
 * - `node`: a bare node:http server, no framework and no session: any Node BFF's floor;
 * - `express`: the stack the architecture chose (Express 5, express-session rolling on a
 *   SQLite store, helmet, compression), one route, the session read for the token: the
 *   portal's floor before any work of its own.
 * P1 reports the portal's CPU per visit beside both, in the same run.
 */
import { spawn } from 'node:child_process';
import { child, type Child } from '../tests/support/processes/child';

export interface BareBff extends Child {
  url: string;
  /** What each request sends: the express floor's session cookie. */
  headers: Record<string, string>;
}

export type BareKind = 'node' | 'express';

const NODE = `
import { createServer } from 'node:http';
import { Pool } from 'undici';
const { UPSTREAM, UPSTREAM_PATH, TOKEN, BODY } = process.env;
const body = Buffer.from(BODY, 'base64');
const pool = new Pool(UPSTREAM);
const server = createServer(async (req, res) => {
  const answer = await pool.request({
    method: 'GET',
    path: UPSTREAM_PATH,
    headers: { accept: 'application/json', 'Access-Token': TOKEN },
  });
  JSON.parse(await answer.body.text());
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
`;

const EXPRESS = `
import express from 'express';
import session from 'express-session';
import helmet from 'helmet';
import compression from 'compression';
import Database from 'better-sqlite3';
import { sign } from 'cookie-signature';
import { Pool } from 'undici';
const { UPSTREAM, UPSTREAM_PATH, TOKEN, BODY } = process.env;
const SECRET = 'a-secret-for-the-floor-0123456789abcdef';
const body = Buffer.from(BODY, 'base64');
const pool = new Pool(UPSTREAM);
const db = new Database(':memory:');
db.exec('CREATE TABLE sessions (sid TEXT PRIMARY KEY, data TEXT NOT NULL, expires INTEGER NOT NULL)');
const read = db.prepare('SELECT data FROM sessions WHERE sid = ? AND expires > ?');
const write = db.prepare('INSERT OR REPLACE INTO sessions (sid, data, expires) VALUES (?, ?, ?)');
class Store extends session.Store {
  get(sid, cb) { const row = read.get(sid, Date.now()); cb(null, row ? JSON.parse(row.data) : null); }
  set(sid, sess, cb) { write.run(sid, JSON.stringify(sess), Date.now() + 3600e3); cb?.(); }
  touch(sid, sess, cb) { cb?.(); }
  destroy(sid, cb) { cb?.(); }
}
const SID = 'the-floor-session-id';
const cookie = { originalMaxAge: 3600e3, expires: new Date(Date.now() + 3600e3), httpOnly: true, path: '/', sameSite: 'lax' };
write.run(SID, JSON.stringify({ cookie, accessToken: TOKEN }), Date.now() + 3600e3);
const app = express();
app.set('etag', false);
app.disable('x-powered-by');
app.use(helmet());
app.use(compression());
app.use(session({ name: 'floor_session', secret: SECRET, store: new Store(), resave: false, saveUninitialized: false, rolling: true, cookie: { httpOnly: true, sameSite: 'lax', maxAge: 3600e3 } }));
app.get('/shipments', async (req, res) => {
  const answer = await pool.request({
    method: 'GET',
    path: UPSTREAM_PATH,
    headers: { accept: 'application/json', 'Access-Token': req.session.accessToken },
  });
  JSON.parse(await answer.body.text());
  res.set('Content-Type', 'application/json; charset=utf-8').end(body);
});
const server = app.listen(0, '127.0.0.1', () =>
  process.send({ port: server.address().port, cookie: 'floor_session=' + encodeURIComponent('s:' + sign(SID, SECRET)) }),
);
`;

/** Starts a floor server in its own process, making `path` on `upstream` with `token`. */
export async function startBareBff(options: {
  kind: BareKind;
  upstream: string;
  path: string;
  token: string;
  body: Buffer;
}): Promise<BareBff> {
  const source = options.kind === 'node' ? NODE : EXPRESS;
  const proc = spawn(process.execPath, ['--input-type=module', '-e', source], {
    // Run from the repository so that undici resolves from its node_modules.
    cwd: process.cwd(),
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: {
      ...process.env,
      UPSTREAM: options.upstream,
      UPSTREAM_PATH: options.path,
      TOKEN: options.token,
      BODY: options.body.toString('base64'),
    },
  });
  const handle = child(proc);
  const ready = await new Promise<{ port: number; cookie?: string }>((resolve, reject) => {
    proc.once('message', (message) => resolve(message as { port: number; cookie?: string }));
    void handle.exited.then(() => reject(new Error('the floor server exited before listening')));
  });
  const path = options.kind === 'node' ? '' : '/shipments';
  return {
    ...handle,
    url: `http://127.0.0.1:${ready.port}${path}`,
    headers: ready.cookie ? { Cookie: ready.cookie } : {},
  };
}
