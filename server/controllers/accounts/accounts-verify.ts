import { otpForm } from '../../../shared/forms/auth';
import { messages } from '../../../shared/messages';
import { sendAccountCode, verifyAccountCode } from '../../api/accounts';
import { deps } from '../../deps';
import { codeEndsAt } from '../../http/countdown';
import { render } from '../../http/render';
import { notify, toast } from '../../http/toast';
import { validated } from '../../http/validate';
import type { Handler } from '../../routing/handler';
import { urlFor } from '../../routing/url';
import { reloadAccounts } from '../support/linked-accounts';
import { checkCode, codeCountdown } from '../support/one-time-code';
import { countCodeSent } from './support/code-sends';
import { rescue } from '../../api/meanings';
import { InvalidForm } from '../../failures';

/**
 * Linking a client account, second step: the code the provider sent to the account's
 * phone. The pendingAccount guard sends anyone without a pending number to My Accounts.
 */

/** The code screen shows one message, under the boxes, whatever field was named. */
const underTheBoxes = {
  fields: (fields: Record<string, string>, err: Error): never => {
    throw new InvalidForm({ otp: fields.otp ?? Object.values(fields)[0] ?? err.message });
  },
};

export const show: Handler = (req, res) => {
  const pending = req.session.pendingAccount!;
  return render(res, 'accounts/accounts-verify', {
    accountNumber: pending.accountNumber,
    phone: pending.phone,
    ...codeCountdown(pending),
  });
};

/**
 * A correct code links the account: the pending number is forgotten, the selector's list
 * is reloaded (the new account selected when none was), and the user lands on My Accounts.
 * Too many wrong codes lock the code as on the other code screens.
 */
export const store: Handler = async (req, res) => {
  const { otp } = validated(req, otpForm);
  const pending = req.session.pendingAccount!;
  const { upstream, limits } = deps(req);
  const token = req.session.accessToken!;
  await limits.attempt(req, 'otp-verify', req.session.user?.email ?? pending.accountNumber);
  const linked = await rescue(
    checkCode(pending, () => verifyAccountCode(upstream, token, pending.accountNumber, otp)),
    underTheBoxes,
  );
  delete req.session.pendingAccount;
  const accounts = await reloadAccounts(req, (known) => {
    const added = linked.data;
    return added && !known.some((a) => a.id === added.id) ? [...known, added] : known;
  });
  const added = accounts.find(
    (a) => a.id === linked.data?.id || a.account_number === pending.accountNumber,
  );
  if (req.session.selectedAccountId === undefined && added) {
    req.session.selectedAccountId = added.id;
  }
  notify(req, linked.notification, messages.accounts.linked);
  res.redirect(urlFor('accounts'));
};

/** Resend asks the provider for a new code (the old one stops working); the countdown restarts. */
export const resend: Handler = async (req, res) => {
  const pending = req.session.pendingAccount!;
  await countCodeSent(req, pending.accountNumber);
  const sent = await rescue(
    sendAccountCode(deps(req).upstream, req.session.accessToken!, pending.accountNumber),
    {
      // This screen has no Account Number field, so the provider's refusal is a toast.
      fields: (fields, err) => {
        toast(req, Object.values(fields)[0] ?? err.message, 'error');
        return null;
      },
    },
  );
  if (!sent) return res.redirect(urlFor('accounts-verify'));
  req.session.pendingAccount = {
    accountNumber: pending.accountNumber,
    endsAt: codeEndsAt(),
    phone: sent.phone ?? pending.phone,
  };
  notify(req, undefined, messages.accounts.codeSent);
  res.redirect(urlFor('accounts-verify'));
};
