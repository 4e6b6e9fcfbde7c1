import type { ImportActionData } from '#app/modules/ordering/import-order-page';
import type { ImportFileProblem } from '#app/modules/ordering/import-order-file.service.server';

type Failure = Extract<ImportActionData, { step: 'error' }>;

const ANSWERS: Record<ImportFileProblem, { error: string; status: number }> = {
  no_file: { error: 'orderHistory.importPage.noFile', status: 400 },
  too_large: { error: 'orderHistory.importPage.tooLarge', status: 413 },
  sheet_too_large: { error: 'spreadsheet.too_large', status: 413 },
  unreadable: { error: 'orderHistory.importPage.unreadable', status: 400 },
  no_columns: { error: 'orderHistory.importPage.noColumns', status: 400 },
  nothing: { error: 'orderHistory.importPage.nothing', status: 409 },
  no_price: { error: 'orderHistory.importPage.noPrice', status: 409 },
  no_address: { error: 'orderHistory.importPage.noAddress', status: 409 },
};

/** The import pages' answer to a refused file or confirmation: the message (with the row when there is one) and its status. */
export function importFailure(reason: ImportFileProblem, row?: number): { body: Failure; status: number } {
  const { error, status } = ANSWERS[reason];
  const values = reason === 'no_price' || reason === 'no_address' ? { row: row ?? 0 } : undefined;
  return { body: { step: 'error', error, values }, status };
}
