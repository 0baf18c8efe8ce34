import { describe, expect, it } from 'vitest';
import { sessionSecrets } from '../../../server/http/session-secret';

const file = '/nonexistent/never-read';
const NEW = 'n'.repeat(32);
const OLD = 'o'.repeat(32);

describe('sessionSecrets', () => {
  it('signs with the new secret and still verifies with the previous one', () => {
    expect(
      sessionSecrets({ sessionSecret: NEW, sessionSecretPrevious: OLD, sessionSecretFile: file }),
    ).toEqual([NEW, OLD]);
  });

  it('is the one secret without a rotation, or when both are the same', () => {
    const one = { sessionSecret: NEW, sessionSecretFile: file };
    expect(sessionSecrets({ ...one, sessionSecretPrevious: undefined })).toEqual([NEW]);
    expect(sessionSecrets({ ...one, sessionSecretPrevious: NEW })).toEqual([NEW]);
  });
});
