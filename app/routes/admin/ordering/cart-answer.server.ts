import { data, redirect } from 'react-router';
import type { SubmissionResult } from '@conform-to/react';
import type { CartActionData } from '#app/modules/ordering/cart-action-data';
import type { SendResult } from '#app/modules/ordering/send-order.service.server';
import { notFound } from '#app/utils/params';

/** The cart's and the approval page's answer: every field present, so the page reads one shape. */
export function cartAnswer(intent: string | null, values: Partial<CartActionData>, status = 200) {
  return data<CartActionData>(
    { intent, result: null, problems: null, sent: null, message: null, saved: false, ...values },
    { status },
  );
}

/** The answer to a send, shared by the cart and the approval page; one order sent goes to its page. */
export function sendAnswer(
  result: SendResult,
  submission: { reply: (options?: { fieldErrors?: Record<string, string[]> }) => SubmissionResult<string[]> },
) {
  if (result.ok) {
    const [first] = result.orders;
    if (result.orders.length === 1 && first) throw redirect(`/admin/ordering/${first.id}?sent=1`);
    return cartAnswer('send', { sent: result.orders });
  }
  switch (result.reason) {
    case 'not_found':
      return notFound();
    case 'fields':
      return cartAnswer('send', { result: submission.reply({ fieldErrors: result.fieldErrors }) }, 400);
    case 'locked':
    case 'not_waiting':
      return cartAnswer('send', { message: result.reason }, 409);
    case 'invalid':
      return cartAnswer('send', { problems: result.problems }, 409);
  }
}
