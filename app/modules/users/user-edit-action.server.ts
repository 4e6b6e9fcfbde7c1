import { parseWithZod } from '@conform-to/zod/v4';
import type { Database } from '#app/db/client.server';
import { data, redirect } from 'react-router';
import {
  deleteShopUser,
  resendInvitation,
  restoreShopUser,
  setShopUserActive,
  updateShopUser,
  type ShopTarget,
} from './shop-users.repo.server';
import { userErrorKey, userErrorReply } from './user-errors';
import { UserSchema } from './user.schema';

/**
 * The user edit page's action, shared by the operator and the shop admin: the form saves; the buttons send an
 * `intent` (activate, deactivate, delete, restore, resend the invitation).
 */
export async function userEditAction(options: {
  db: Database;
  target: ShopTarget;
  userId: number;
  formData: FormData;
  appUrl: string;
  /** Where to go after saving or deleting: the list the user came from. */
  listPath: string;
}) {
  const { db, target, userId, formData, appUrl, listPath } = options;
  const intent = formData.get('intent');
  if (intent === null) {
    const submission = parseWithZod(formData, { schema: UserSchema });
    if (submission.status !== 'success')
      return data({ result: submission.reply(), error: null, notice: null }, { status: 400 });
    const result = await updateShopUser(db, target, userId, submission.value, appUrl);
    if (!result.ok)
      return data({ result: userErrorReply(submission, result.reason), error: null, notice: null }, { status: 409 });
    return redirect(listPath);
  }
  const result =
    intent === 'activate' || intent === 'deactivate'
      ? await setShopUserActive(db, target, userId, intent === 'activate')
      : intent === 'delete'
        ? await deleteShopUser(db, target, userId)
        : intent === 'restore'
          ? await restoreShopUser(db, target, userId)
          : intent === 'resend'
            ? await resendInvitation(db, target, userId, appUrl)
            : null;
  if (!result) return data({ result: undefined, error: 'validation.choose', notice: null }, { status: 400 });
  if (!result.ok) return data({ result: undefined, error: userErrorKey(result.reason), notice: null }, { status: 409 });
  if (intent === 'delete') return redirect(listPath);
  return { result: undefined, error: null, notice: intent === 'resend' ? 'users.invitationSent' : null };
}
