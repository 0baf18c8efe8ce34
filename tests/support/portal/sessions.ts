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
export function editSignedInSessions(
  store: session.Store,
  edit: (data: Record<string, unknown>) => void,
): Promise<void> {
  return editSessions(store, edit, (data) => Boolean(data.accessToken));
}

/** Edits every stored session `which` picks (all by default). */
export async function editSessions(
  store: session.Store,
  edit: (data: Record<string, unknown>) => void,
  which: (data: Record<string, unknown>) => boolean = () => true,
): Promise<void> {
  for (const [sid, data] of Object.entries(await allSessions(store))) {
    if (!which(data)) continue;
    edit(data);
    await new Promise<void>((resolve, reject) =>
      store.set(sid, data as never, (err) => (err ? reject(err) : resolve())),
    );
  }
}
