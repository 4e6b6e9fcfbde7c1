import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import type { DbOrTx } from '#app/db/client.server';
import type { FileStorage } from '#app/modules/files/file-storage';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { getNote } from './delivery-notes.repo.server';
import { loadDraftLines } from './receipt-lines.server';
import type { ReceiptDraft, SignOffInput } from './receipt.schema';
import { receivingTerms } from './receiving-catalog.repo.server';
import { signOff } from './sign-off.service.server';
import { startReceipt } from './start-receipt.service.server';

/**
 * The demo's deliveries: an order of the demo seed is received through startReceipt and signOff like any other, so
 * every received quantity comes from a delivery note. `complete`: everything as ordered; `short`: the first line half,
 * its rest expected (a backorder stays open); `closed_short`: the first line half and the order closed (incomplete);
 * `warm`: everything, the refrigerator compartment too warm and its lines accepted with a corrective note.
 */
export type DemoReceipt = 'complete' | 'short' | 'closed_short' | 'warm';

/** The demo signs nothing, so no file is ever written. */
export const NO_FILES: FileStorage = {
  put: () => Promise.reject(new Error('the demo stores no files')),
  get: () => Promise.resolve(null),
  delete: () => Promise.resolve(),
  deleteOlderThan: () => Promise.resolve(0),
};

const CORRECTIVE_NOTE = 'Into the cold room at once; core temperature 4.5 °C, used first.';

export async function receiveDemoOrder(
  tx: DbOrTx,
  shop: ShopScope,
  order: { id: number; supplierId: number; deliveryDate: string },
  kind: DemoReceipt,
  at: Date,
): Promise<void> {
  const started = await startReceipt(tx, shop, { orderId: order.id });
  if (!started.ok) throw new Error(`demo receipt of order ${order.id}: ${started.reason}`);
  const note = (await getNote(tx, shop, started.noteId))!;
  const draft = note.draft as ReceiptDraft;
  const terms = (await receivingTerms(tx, shop, order.supplierId))!;
  const { lines } = await loadDraftLines(tx, shop, note, draft, terms.limits);
  const input: SignOffInput = {
    version: note.draftVersion,
    signOffKey: randomUUID(),
    signature: null,
    header: {
      ...draft.header,
      deliveryDate: order.deliveryDate,
      deliveryNumber: `DN-${order.id}`,
      roomTemperature: '19',
      fridgeTemperature: kind === 'warm' ? '6.5' : '3',
      freezerTemperature: '-19',
      closesOrder: kind === 'closed_short',
    },
    lines: draft.lines.map((line, index) => {
      const expected = lines[index]!.expected ?? '0';
      const short = index === 0 && (kind === 'short' || kind === 'closed_short');
      const chilled = lines[index]!.temperatureRegime === 'chilled';
      return {
        ...line,
        delivered: short ? new Decimal(expected).div(2).floor().toFixed() : expected,
        correctiveNote: kind === 'warm' && chilled ? CORRECTIVE_NOTE : null,
        shortChoice: short ? 'expect_rest' : null,
      };
    }),
  };
  const result = await signOff(tx, shop, started.noteId, input, NO_FILES, at);
  if (!result.ok) throw new Error(`demo sign-off of order ${order.id}: ${JSON.stringify(result)}`);
}
