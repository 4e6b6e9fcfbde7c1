import { randomUUID } from 'node:crypto';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import type { Database } from '#app/db/client.server';
import type { UserRecord } from '#app/modules/auth/user-record';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { notFound } from '#app/utils/params';
import { listWaitingCarts, loadApproval, removeApprovalLine, returnCart, saveApproval } from './cart-approval.server';
import { cartAnswer, sendAnswer } from './cart.pages.server';
import { CartEditsSchema, RemoveSchema, ReturnSchema, SendSchema } from './cart.schema';
import { sendOrders } from './send-order.service.server';

/** Loaders and actions of the approval pages (`/admin/ordering/approvals`); the routes resolve the user and the target. */

/** Approving is sending: only the shop's users who may send orders; the repo's callers cannot skip it. */
function assertMaySend(target: ShopScope): void {
  if (!target.actor.permissions.includes('orders:create')) throw data(null, { status: 403 });
}

export async function approvalsLoader(db: Database, target: ShopScope) {
  assertMaySend(target);
  return { carts: await listWaitingCarts(db, target) };
}

export async function approvalLoader(db: Database, target: ShopScope, id: number) {
  assertMaySend(target);
  const approval = (await loadApproval(db, target, id)) ?? notFound();
  return { ...approval, submissionKey: randomUUID() };
}

/** `save` (autosave or the form without JavaScript), `remove`, `send` (the form as it stands) and `return` (with a note). */
export async function approvalAction(db: Database, target: ShopScope, id: number, request: Request, user: UserRecord) {
  assertMaySend(target);
  const formData = await request.formData();
  const intent = formData.get('intent');
  switch (intent) {
    case 'save': {
      const submission = parseWithZod(formData, { schema: CartEditsSchema });
      if (submission.status !== 'success') return cartAnswer(intent, { result: submission.reply() }, 400);
      const saved = await saveApproval(db, target, id, submission.value);
      if (saved.ok) return cartAnswer(intent, { result: submission.reply(), saved: true });
      if (saved.reason === 'not_found') notFound();
      if (saved.reason === 'invalid')
        return cartAnswer(intent, { result: submission.reply({ fieldErrors: saved.fieldErrors }) }, 400);
      return cartAnswer(intent, { message: 'not_waiting' }, 409);
    }
    case 'remove': {
      const submission = parseWithZod(formData, { schema: RemoveSchema });
      if (submission.status !== 'success') notFound();
      const removed = await removeApprovalLine(db, target, id, submission.value.productId);
      if (removed.ok && removed.removed) return cartAnswer(intent, {});
      if (!removed.ok && removed.reason === 'not_waiting') return cartAnswer(intent, { message: 'not_waiting' }, 409);
      return notFound();
    }
    case 'send': {
      const submission = parseWithZod(formData, { schema: SendSchema });
      if (submission.status !== 'success') return cartAnswer(intent, { result: submission.reply() }, 400);
      const { lines, suppliers, ...input } = submission.value;
      const result = await sendOrders(db, target, {
        ...input,
        edits: { lines, suppliers },
        approvalId: id,
        language: user.language.code,
      });
      // Sent: the page shows the cart as sent, with its orders.
      if (result.ok) throw redirect(`/admin/ordering/approvals/${id}`);
      return sendAnswer(result, submission);
    }
    case 'return': {
      const submission = parseWithZod(formData, { schema: ReturnSchema });
      if (submission.status !== 'success') return cartAnswer(intent, { result: submission.reply() }, 400);
      const returned = await returnCart(db, target, id, submission.value.note);
      if (returned.ok) throw redirect('/admin/ordering/approvals?returned=1');
      if (returned.reason === 'not_found') notFound();
      return cartAnswer(intent, { message: 'not_waiting' }, 409);
    }
    default:
      return cartAnswer(null, {}, 400);
  }
}
