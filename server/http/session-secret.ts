import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const MIN_LENGTH = 32;

/**
 * The secrets cookies are checked with, the one that signs first. During a rotation
 * (SESSION_SECRET_PREVIOUS) cookies signed with the old secret still verify, and every
 * answer signs them anew with the new one, so nobody is signed out by the change.
 */
export function sessionSecrets(settings: {
  sessionSecret: string | undefined;
  sessionSecretPrevious: string | undefined;
  sessionSecretFile: string;
}): string[] {
  const current = settings.sessionSecret ?? storedSessionSecret(settings.sessionSecretFile);
  const previous = settings.sessionSecretPrevious;
  return previous && previous !== current ? [current, previous] : [current];
}

/**
 * The secret that signs session cookies when SESSION_SECRET is not set (never in
 * production, where the configuration requires it). It is made once and kept in a file
 * readable only by its owner, so a restart does not sign everyone out.
 *
 * The file appears whole or not at all (written aside, then linked into place), so two
 * processes starting together agree on one secret.
 */
export function storedSessionSecret(file: string): string {
  const existing = read(file);
  if (existing) return existing;
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(aside, secret + '\n', { mode: 0o600 });
  try {
    linkSync(aside, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    unlinkSync(aside);
  }
  const kept = read(file);
  if (!kept) throw new Error(`${file} does not hold a usable session secret`);
  return kept;
}

function read(file: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  if (text.length < MIN_LENGTH) {
    throw new Error(`${file} holds a session secret shorter than ${MIN_LENGTH} characters`);
  }
  return text;
}
