import type session from 'express-session';

type Sessions = Record<string, Record<string, unknown>>;

async function allSessions(store: session.Store): Promise<Sessions> {
  return new Promise<Sessions>((resolve, reject) =>
    store.all?.((err, sessions) =>
      err ? reject(err) : resolve((sessions ?? {}) as unknown as Sessions),
    ),
  );
}

/** The stored sessions of signed-in visitors. */
export async function signedInSessions(portal: {
  store: session.Store;
}): Promise<Array<Record<string, unknown>>> {
  return Object.values(await allSessions(portal.store)).filter((data) => data.accessToken);
}

/** Edits every signed-in session in the store (as other screens would have). */
export async function editSignedInSessions(
  store: session.Store,
  edit: (data: Record<string, unknown>) => void,
): Promise<void> {
  for (const [sid, data] of Object.entries(await allSessions(store))) {
    if (!data.accessToken) continue;
    edit(data);
    await new Promise<void>((resolve, reject) =>
      store.set(sid, data as never, (err) => (err ? reject(err) : resolve())),
    );
  }
}
