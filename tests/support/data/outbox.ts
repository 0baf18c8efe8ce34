import type { Portal } from '../portal/start-portal';

interface OutboxMessage {
  to: string;
  channel: string;
  code: string | null;
  text: string;
  sent_at: string;
}

/** The newest one-time code the embedded services sent to `to`. */
export async function latestCode(
  portal: Pick<Portal, 'services'>,
  to: string,
): Promise<string> {
  const url = new URL('/dev/outbox', portal.services.urls.main);
  url.searchParams.set('to', to);
  const messages = (await (await fetch(url)).json()) as OutboxMessage[];
  const code = messages.find((m) => m.code)?.code;
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

let counter = 0;
/** A fresh e-mail per call, so tests never collide on the unique e-mail rule. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@portal.test`;
}

export const DEMO = { email: 'demo@portal.test', password: 'Demo!2345' } as const;
