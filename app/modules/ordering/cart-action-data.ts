import type { SubmissionResult } from '@conform-to/react';
import type { SendProblem, SentOrder } from './send-order.service.server';

/** What every cart and approval action answers; the pages read only this shape. */
export interface CartActionData {
  intent: string | null;
  result: SubmissionResult<string[]> | null;
  problems: { supplierId: number | null; supplierName: string | null; problem: SendProblem }[] | null;
  sent: SentOrder[] | null;
  /** Why nothing changed: the cart waits for approval, or is no longer waiting. */
  message: 'locked' | 'not_waiting' | null;
  saved: boolean;
}
