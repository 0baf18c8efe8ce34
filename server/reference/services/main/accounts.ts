import { wordLanguageOf } from '../../domain/words/language';
import type { Response, Router } from 'express';
import { z } from 'zod';
import { maskPhone } from '../../domain/phone';
import { ok } from '../../http/envelope';
import { ApiError, fieldError } from '../../http/errors';
import { idField, requiredText } from '../../http/fields';
import { parse } from '../../http/validate';
import { clientByNumber, clientDto, linkedClient, unlinkClient } from '../../store/clients';
import { adminCount, linkMember, memberCount, recordActivity } from '../../store/team';
import { consumeOtp, latestLinkOtp, retireLinkOtps } from '../../store/otps';
import { addressById } from '../../store/addresses';
import { setDefaultAddress, type UserRow } from '../../store/users';
import { requireClient, requireUser } from '../access';
import type { ServiceContext } from '../context';
import { acceptCode, issueCode } from '../otp-flow';

const sendBody = z.object({ account_number: requiredText('Account number', 40) });
const deleteBody = z.object({ client_id: idField('Account') });

const NO_SUCH_ACCOUNT = 'We could not find an account with this number.';

/** Said when the last admin of an account with other members removes it from their profile. */
export const LAST_ADMIN_LEAVING = 'Make another member an admin before you remove this account.';

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
  // The code went to the account holder's phone: whoever links with it speaks for the
  // holder and joins as an admin, the first linker and any later one (docs/team.md).
  const linked = ctx.db.transaction(() => {
    const now = ctx.now();
    const already = linkedClient(ctx.db, user.id, client.id);
    linkMember(ctx.db, user.id, client.id, 'admin', now);
    consumeOtp(ctx.db, row.id, now);
    if (!already) {
      recordActivity(ctx.db, {
        clientId: client.id,
        userId: user.id,
        kind: 'member_joined',
        subject: user.email,
        details: { user_id: user.id, role: 'admin', via: 'sms' },
        at: now.toISOString(),
      });
    }
    return linkedClient(ctx.db, user.id, client.id)!;
  })();
  ok(res, clientDto(linked), 'The account has been added.');
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
    const client = requireClient(ctx, user, body.client_id, 'view');
    ctx.db.transaction(() => {
      // An account that keeps members keeps an admin (docs/team.md).
      const others = memberCount(ctx.db, client.id) - 1;
      if (client.role === 'admin' && others > 0 && adminCount(ctx.db, client.id) === 1) {
        throw new ApiError(422, LAST_ADMIN_LEAVING);
      }
      unlinkClient(ctx.db, user.id, client.id);
      if (others > 0) {
        recordActivity(ctx.db, {
          clientId: client.id,
          userId: user.id,
          kind: 'member_removed',
          subject: user.email,
          details: { user_id: user.id, role: client.role, left: true },
          at: ctx.now().toISOString(),
        });
      }
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
