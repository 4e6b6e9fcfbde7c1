import type { ReceiptLineInput } from './receipt.schema';
import type { ReceiptViewLine } from './receipt-view';

/** A product found for an unplanned line, as findReceivingProduct answers it. */
export type ReceivingProduct = Omit<ReceiptViewLine, 'uid' | 'orderLineId' | 'ordered' | 'expected'>;

/** A new unplanned line for a product: nothing ordered, nothing expected, nothing entered yet. */
export function unplannedLine(
  product: ReceivingProduct,
  uid: string,
): { line: ReceiptViewLine; input: ReceiptLineInput } {
  return {
    line: { ...product, uid, orderLineId: null, ordered: null, expected: null },
    input: {
      uid,
      orderLineId: null,
      productId: product.productId,
      delivered: null,
      isRejected: false,
      rejectReason: null,
      temperature: null,
      correctiveNote: null,
      bestBefore: null,
      lot: null,
      isCertified: false,
      certificateNumber: null,
      excludeFromStock: false,
      excludeReason: null,
      reclamationNote: null,
      isSolved: false,
      shortChoice: null,
    },
  };
}
