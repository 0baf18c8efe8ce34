import { describe, expect, it } from 'vitest';
import {
  OTP_MAX_WRONG,
  OTP_TTL_SECONDS,
  checkOtp,
  hashOtpCode,
  newOtpCode,
  otpExpiry,
  type OtpState,
} from '../../../server/reference/domain/otp-rules';

const now = new Date('2026-03-02T10:00:00Z');
const state = (over: Partial<OtpState> = {}): OtpState => ({
  codeHash: hashOtpCode('123456'),
  attempts: 0,
  expiresAt: otpExpiry(now),
  consumedAt: null,
  ...over,
});

describe('one-time codes', () => {
  it('have six digits, leading zeros kept', () => {
    expect(newOtpCode(() => 42)).toBe('000042');
    expect(newOtpCode((max) => max - 1)).toBe('999999');
    expect(newOtpCode()).toMatch(/^\d{6}$/);
  });

  it('are stored salted: the same code hashes differently each time', () => {
    expect(hashOtpCode('123456')).not.toBe(hashOtpCode('123456'));
    expect(hashOtpCode('123456')).not.toContain('123456');
  });

  it('accept the right code and refuse another', () => {
    expect(checkOtp(state(), '123456', now)).toBe('ok');
    expect(checkOtp(state(), '123457', now)).toBe('wrong');
  });

  it('expire after 600 seconds', () => {
    expect(OTP_TTL_SECONDS).toBe(600);
    const justBefore = new Date(now.getTime() + 599_999);
    const atExpiry = new Date(now.getTime() + 600_000);
    expect(checkOtp(state(), '123456', justBefore)).toBe('ok');
    expect(checkOtp(state(), '123456', atExpiry)).toBe('expired');
  });

  it('lock after five wrong tries, even for the right code', () => {
    expect(OTP_MAX_WRONG).toBe(5);
    expect(checkOtp(state({ attempts: 4 }), '123456', now)).toBe('ok');
    expect(checkOtp(state({ attempts: 5 }), '123456', now)).toBe('locked');
  });

  it('work once', () => {
    expect(checkOtp(state({ consumedAt: now.toISOString() }), '123456', now)).toBe('used');
  });
});
