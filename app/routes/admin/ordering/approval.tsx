import { parseWithZod } from '@conform-to/zod/v4';
import { redirect } from 'react-router';
import type { Route } from './+types/approval';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { ApprovalPage } from '#app/modules/ordering/cart-approval.page';
import { loadApproval, removeApprovalLine, returnCart, saveApproval } from '#app/modules/ordering/cart-approval.server';
import { CartEditsSchema, RemoveSchema, ReturnSchema, SendSchema } from '#app/modules/ordering/cart.schema';
import { newSubmissionKey, sendOrders } from '#app/modules/ordering/send-order.service.server';
import { notFound, parseId } from '#app/utils/params';
import { cartAnswer, sendAnswer } from './cart-answer.server';

/** One cart waiting for approval: change it, send it, or return it with a note (orders:create: approving is sending). */
export async function loader({ params, context }: Route.LoaderArgs) {
  requirePermission(context, 'orders:create');
  const { shop } = requireShop(context);
  const approval =
    (await loadApproval(context.get(requestContext).db, shop, parseId(params.submissionId))) ?? notFound();
  return { ...approval, submissionKey: newSubmissionKey() };
}

/** `save` (autosave or the form without JavaScript), `remove`, `send` (the form as it stands) and `return` (with a note). */
export async function action({ params, request, context }: Route.ActionArgs) {
  const { user } = requirePermission(context, 'orders:create');
  const { shop } = requireShop(context);
  const { db } = context.get(requestContext);
  const id = parseId(params.submissionId);
  const formData = await request.formData();
  const intent = formData.get('intent');
  switch (intent) {
    case 'save': {
      const submission = parseWithZod(formData, { schema: CartEditsSchema });
      if (submission.status !== 'success') return cartAnswer(intent, { result: submission.reply() }, 400);
      const saved = await saveApproval(db, shop, id, submission.value);
      if (saved.ok) return cartAnswer(intent, { result: submission.reply(), saved: true });
      if (saved.reason === 'not_found') notFound();
      if (saved.reason === 'invalid')
        return cartAnswer(intent, { result: submission.reply({ fieldErrors: saved.fieldErrors }) }, 400);
      return cartAnswer(intent, { message: 'not_waiting' }, 409);
    }
    case 'remove': {
      const submission = parseWithZod(formData, { schema: RemoveSchema });
      if (submission.status !== 'success') notFound();
      const removed = await removeApprovalLine(db, shop, id, submission.value.productId);
      if (removed.ok && removed.removed) return cartAnswer(intent, {});
      if (!removed.ok && removed.reason === 'not_waiting') return cartAnswer(intent, { message: 'not_waiting' }, 409);
      return notFound();
    }
    case 'send': {
      const submission = parseWithZod(formData, { schema: SendSchema });
      if (submission.status !== 'success') return cartAnswer(intent, { result: submission.reply() }, 400);
      const { lines, suppliers, ...input } = submission.value;
      const result = await sendOrders(db, shop, {
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
      const returned = await returnCart(db, shop, id, submission.value.note);
      if (returned.ok) throw redirect('/admin/ordering/approvals?returned=1');
      if (returned.reason === 'not_found') notFound();
      return cartAnswer(intent, { message: 'not_waiting' }, 409);
    }
    default:
      return cartAnswer(null, {}, 400);
  }
}

export default function Approval({ loaderData, actionData }: Route.ComponentProps) {
  return <ApprovalPage {...loaderData} actionData={actionData} />;
}
