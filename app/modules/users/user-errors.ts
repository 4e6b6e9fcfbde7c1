import type { Submission } from '@conform-to/react';
import type { UserChangeResult } from './shop-users.repo.server';

type Reason = Extract<UserChangeResult, { ok: false }>['reason'];

const MESSAGES: Record<Reason, string> = {
  email_taken: 'users.errors.emailTaken',
  own_account: 'users.errors.ownAccount',
  parent_deleted: 'users.errors.shopDeleted',
  not_found: 'users.errors.notFound',
  forbidden: 'users.errors.forbidden',
};

/** The form's answer to a refused change: a taken e-mail is the e-mail field's error, the rest the form's. */
export function userErrorReply(submission: Submission<unknown>, reason: Reason) {
  return reason === 'email_taken'
    ? submission.reply({ fieldErrors: { email: [MESSAGES[reason]] } })
    : submission.reply({ formErrors: [MESSAGES[reason]] });
}

export function userErrorKey(reason: Reason): string {
  return MESSAGES[reason];
}
