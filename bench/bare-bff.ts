/**
 * The least any Node.js backend-for-frontend can spend on a My Shipments visit: a bare
 * node:http server that makes the same list call with undici, parses its JSON, and answers
 * the bytes the portal answered, with no framework, session or page of its own. P1 reports
 * the portal's CPU per visit beside it, so what is the portal's own work and what is
 * Node's HTTP server and client shows in the same run.
 */
import { spawn } from 'node:child_process';
import { child, type Child } from '../tests/support/processes/child';

export interface BareBff extends Child {
  url: string;
}

const SERVER = `
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
server.listen(0, '127.0.0.1', () => process.send(server.address().port));
`;

/** Starts the bare server in its own process, making `path` on `upstream` with `token`. */
export async function startBareBff(options: {
  upstream: string;
  path: string;
  token: string;
  body: Buffer;
}): Promise<BareBff> {
  const proc = spawn(process.execPath, ['--input-type=module', '-e', SERVER], {
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
  const port = await new Promise<number>((resolve, reject) => {
    proc.once('message', (message) => resolve(Number(message)));
    void handle.exited.then(() => reject(new Error('the bare server exited before listening')));
  });
  return { ...handle, url: `http://127.0.0.1:${port}` };
}
