import { wordLanguageOf } from '../../domain/words/language';
import type { Response, Router } from 'express';
import { z } from 'zod';
import { maskPhone } from '../../domain/phone';
import { ok } from '../../http/envelope';
import { fieldError } from '../../http/errors';
import { idField, requiredText } from '../../http/fields';
import { parse } from '../../http/validate';
import {
  clientByNumber,
  clientDto,
  linkClient,
  linkedClient,
  unlinkClient,
} from '../../store/clients';
import { consumeOtp, latestLinkOtp, retireLinkOtps } from '../../store/otps';
import { addressById } from '../../store/addresses';
import { setDefaultAddress, type UserRow } from '../../store/users';
import { requireClient, requireUser } from '../access';
import type { ServiceContext } from '../context';
import { acceptCode, issueCode } from '../otp-flow';

const sendBody = z.object({ account_number: requiredText('Account number', 40) });
const deleteBody = z.object({ client_id: idField('Account') });

const NO_SUCH_ACCOUNT = 'We could not find an account with this number.';

/** Account linking, second half: the code sent to the account's phone proves ownership. */
export function verifyAccountLink(
  ctx: ServiceContext,
  user: UserRow,
  res: Response,
  accountNumber: string,
  otp: string,
): void {
  const client = clientByNumber(ctx.db, accountNumber);
  if (!client) throw fieldError('account_number', NO_SUCH_ACCOUNT);
  const row = latestLinkOtp(ctx.db, user.id, client.id);
  if (!row) throw fieldError('otp', 'No code was sent for this account. Request a new one.');
  acceptCode(ctx, row, otp);
  ctx.db.transaction(() => {
    linkClient(ctx.db, user.id, client.id, ctx.now());
    consumeOtp(ctx.db, row.id, ctx.now());
  })();
  ok(res, clientDto(client), 'The account has been added.');
}

export function accountRoutes(router: Router, ctx: ServiceContext): void {
  /** Account linking, first half: a code goes to the phone the provider has on file. */
  router.post('/user/send-otp', (req, res) => {
    const user = requireUser(ctx, req);
    const body = parse(sendBody, req.body);
    const client = clientByNumber(ctx.db, body.account_number);
    if (!client) throw fieldError('account_number', NO_SUCH_ACCOUNT);
    if (linkedClient(ctx.db, user.id, client.id)) {
      throw fieldError('account_number', 'This account is already linked to your profile.');
    }
    ctx.db.transaction(() => {
      retireLinkOtps(ctx.db, user.id, client.id, ctx.now());
      issueCode(
        ctx,
        {
          purpose: 'link',
          token: null,
          userId: user.id,
          clientId: client.id,
          recipient: client.phone,
          channel: 'sms',
        },
        true,
        wordLanguageOf(req),
      );
    })();
    ok(res, { phone: maskPhone(client.phone) }, 'OTP has been sent to your phone');
  });

  /** Unlinks only; the account and its data stay with the provider. */
  router.post('/client/delete', (req, res) => {
    const user = requireUser(ctx, req);
    const body = parse(deleteBody, req.body);
    const client = requireClient(ctx, user, body.client_id);
    ctx.db.transaction(() => {
      unlinkClient(ctx.db, user.id, client.id);
      for (const which of ['pickup_address_id', 'shipping_address_id'] as const) {
        const id = user[which];
        if (id && addressById(ctx.db, id)?.client_id === client.id) {
          setDefaultAddress(ctx.db, user.id, which, null);
        }
      }
    })();
    ok(res, null, 'The account has been removed.');
  });
}
