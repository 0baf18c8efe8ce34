import * as z from 'zod/mini';
import { normalizePhone } from '../phone/phone';
import { required } from './fields';

/**
 * A phone number as the forms send it: international ('+' or '00' in front; the phone
 * input always sends E.164) and possible for the country of its dial code. The output is
 * E.164, what upstream receives. Kept out of fields.ts so that only the forms with a phone
 * load the phone library (not the sign-in screen).
 */
export const phone = (label = /*i18n*/ 'Phone number') =>
  z.pipe(
    required(label),
    z.transform((value: string, ctx) => {
      const read = normalizePhone(value);
      if (read.ok) return read.e164;
      ctx.issues.push({ code: 'custom', message: read.message, input: value });
      return z.NEVER;
    }),
  );
