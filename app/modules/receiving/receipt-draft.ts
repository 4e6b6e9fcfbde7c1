import Decimal from 'decimal.js';
import type { DeliveryNoteLineRow, DeliveryNoteRow } from './delivery-notes.repo.server';
import { ReceiptDraftSchema, type ReceiptDraft } from './receipt.schema';

/**
 * A new receipt: the shop's today, every check unticked, one line per order line still expected (nothing entered
 * yet). `uid` makes the lines' ids (random UUIDs on the server, fixed ones in tests).
 */
export function newDraft(
  today: string,
  lines: readonly { orderLineId: number | null; productId: number | null }[],
  uid: () => string,
): ReceiptDraft {
  return ReceiptDraftSchema.parse({
    header: { deliveryDate: today },
    lines: lines.map((line) => ({ uid: uid(), orderLineId: line.orderLineId, productId: line.productId })),
  });
}

type SignedOffNote = Pick<
  DeliveryNoteRow,
  | 'deliveryNumber'
  | 'deliveryDate'
  | 'damagedSeal'
  | 'missingSeal'
  | 'dirty'
  | 'unacceptable'
  | 'roomTemperature'
  | 'fridgeTemperature'
  | 'freezerTemperature'
  | 'note'
  | 'driverName'
>;

const plain = (value: string | null) => (value === null ? null : new Decimal(value).toFixed());

/** A signed-off note as a draft again: what the screen shows read-only, and what an amendment starts from. */
export function draftOfNote(note: SignedOffNote, lines: readonly DeliveryNoteLineRow[]): ReceiptDraft {
  return ReceiptDraftSchema.parse({
    header: {
      deliveryNumber: note.deliveryNumber,
      deliveryDate: note.deliveryDate,
      damagedSeal: note.damagedSeal,
      missingSeal: note.missingSeal,
      dirty: note.dirty,
      unacceptable: note.unacceptable,
      roomTemperature: plain(note.roomTemperature),
      fridgeTemperature: plain(note.fridgeTemperature),
      freezerTemperature: plain(note.freezerTemperature),
      note: note.note,
      driverName: note.driverName,
    },
    lines: lines.map((line) => ({
      uid: line.uid,
      orderLineId: line.orderLineId,
      productId: line.productId,
      delivered: plain(line.deliveredQuantity),
      isRejected: !line.isAccepted,
      rejectReason: line.rejectReason,
      temperature: plain(line.temperature),
      correctiveNote: line.correctiveNote,
      bestBefore: line.bestBefore,
      lot: line.lot,
      isCertified: line.isCertified,
      certificateNumber: line.certificateNumber,
      // Excluded by the receiver (with a reason); a product's flag excludes without one and is not the receiver's choice.
      excludeFromStock: line.excludeReason !== null,
      excludeReason: line.excludeReason,
      reclamationNote: line.reclamationNote,
      isSolved: line.isSolved,
      shortChoice: line.shortChoice,
    })),
  });
}
