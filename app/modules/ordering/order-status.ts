import type { OrderStatus } from '#app/db/schema/ordering';

/** The history's status chips: the spec's five (§4) and Cancelled (docs/decisions/019-order-statuses-and-history.md). */
export const HISTORY_STATUS_FILTERS = ['new', 'all', 'completed', 'incomplete', 'in_progress', 'cancelled'] as const;
export type HistoryStatusFilter = (typeof HISTORY_STATUS_FILTERS)[number];

/** Filled badges in shades dark enough for white text (WCAG AA at badge size). */
export const ORDER_STATUS_COLORS = {
  new: 'blue.9',
  in_progress: 'violet.9',
  completed: 'teal.9',
  incomplete: 'red.9',
  cancelled: 'gray.7',
} as const satisfies Record<OrderStatus, string>;

/** An order may be cancelled only while it is new and nothing has been received for it. */
export function isCancellable(status: OrderStatus, receivedQuantities: readonly string[]): boolean {
  return status === 'new' && receivedQuantities.every((quantity) => Number(quantity) === 0);
}

/** Orders goods can still be received for (decision 027): sent, or partly received. */
export const isReceivable = (status: OrderStatus) => status === 'new' || status === 'in_progress';
