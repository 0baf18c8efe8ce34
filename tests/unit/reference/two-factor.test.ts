import { describe, expect, it } from 'vitest';
import {
  codeStep,
  newRecoveryCode,
  newTotpSecret,
  normalizeRecoveryCode,
  originFits,
  otpauthUrl,
  timeStep,
  validRpId,
} from '../../../server/reference/domain/two-factor';

// RFC 6238's test key, "12345678901234567890", in base32; at 59 s its SHA-1 code is
// 94287082, whose last six digits an app shows (appendix B).
const RFC_KEY = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const at = (seconds: number) => new Date(seconds * 1000);

describe("the authenticator app's codes (docs/two-factor.md)", () => {
  it("are RFC 6238's, and name the time step they belong to", () => {
    expect(timeStep(at(59))).toBe(1);
    expect(codeStep(RFC_KEY, '287082', at(59))).toBe(1);
    expect(codeStep(RFC_KEY, '287 082', at(59))).toBe(1);
  });

  it('are taken one step either side of the clock, not two', () => {
    expect(codeStep(RFC_KEY, '287082', at(59 + 30))).toBe(1);
    expect(codeStep(RFC_KEY, '287082', at(59 - 30))).toBe(1);
    expect(codeStep(RFC_KEY, '287082', at(59 + 60))).toBeNull();
  });

  it('refuse what is not six digits of the key', () => {
    expect(codeStep(RFC_KEY, '28708', at(59))).toBeNull();
    expect(codeStep(RFC_KEY, '2870822', at(59))).toBeNull();
    expect(codeStep(RFC_KEY, 'abcdef', at(59))).toBeNull();
    expect(codeStep(newTotpSecret(), '287082', at(59))).toBeNull();
  });

  it("are set up with a 160-bit key and an address naming the issuer and the user's e-mail", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl(secret, 'ana@example.com'));
    expect(url.protocol).toBe('otpauth:');
    expect(decodeURIComponent(url.pathname)).toBe('/Courier Portal:ana@example.com');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Courier Portal');
  });
});

describe('recovery codes', () => {
  it('are ten characters without look-alikes, in two groups', () => {
    const codes = Array.from({ length: 200 }, newRecoveryCode);
    for (const code of codes) expect(code).toMatch(/^[a-hj-km-np-z2-9]{5}-[a-hj-km-np-z2-9]{5}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('are read in any case, with or without the hyphen and spaces', () => {
    expect(normalizeRecoveryCode(' AB2CD-EF3GH ')).toBe('ab2cdef3gh');
    expect(normalizeRecoveryCode('ab2cd ef3gh')).toBe('ab2cdef3gh');
  });
});

describe("the relying party's origin", () => {
  it('is https on the rp id or a host under it', () => {
    expect(originFits('https://portal.example', 'portal.example')).toBe(true);
    expect(originFits('https://app.portal.example', 'portal.example')).toBe(true);
    expect(originFits('https://portal.example:8443', 'portal.example')).toBe(true);
    expect(originFits('https://evilportal.example', 'portal.example')).toBe(false);
    expect(originFits('https://portal.example.evil.test', 'portal.example')).toBe(false);
    expect(originFits('http://portal.example', 'portal.example')).toBe(false);
  });

  it('may be http on localhost only, and is an origin, not a page', () => {
    expect(originFits('http://localhost:3000', 'localhost')).toBe(true);
    expect(originFits('https://portal.example/login', 'portal.example')).toBe(false);
    expect(originFits('not a url', 'portal.example')).toBe(false);
  });

  it('names an rp id that is a host name', () => {
    expect(validRpId('portal.example')).toBe(true);
    expect(validRpId('localhost')).toBe(true);
    expect(validRpId('https://portal.example')).toBe(false);
    expect(validRpId('portal example')).toBe(false);
    expect(validRpId('-portal.example')).toBe(false);
  });
});
