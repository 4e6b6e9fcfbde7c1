import type { DbOrTx } from '#app/db/client.server';
import type { AsnFormat, AsnStatus } from '#app/db/schema/asn';
import { insertAsn, setAsnStatus, type NewAsnLine } from '#app/modules/asn/asn.repo.server';
import type { OrderShop } from '#app/modules/ordering/orders.repo.server';

/**
 * Advance ship notice factories, through the ASN repository's insertAsn: shared by the tests and the demo seed, so they
 * use app code only.
 */

type AsnLineValues = Partial<NewAsnLine> & { quantity?: string | null };

export interface AsnValues {
  supplierId: number;
  orderId?: number | null;
  orderNumber?: string | null;
  asnNumber?: string;
  status?: AsnStatus;
  format?: AsnFormat;
  deliveryDate?: string | null;
  warehouseNumber?: string | null;
  supplierGln?: string | null;
  buyerGln?: string | null;
  lines: AsnLineValues[];
}

let sequence = 0;

/**
 * An ASN of the shop with its lines (positions 1, 2 … unless given; the sent quantity is the expected one and the
 * unit code C62 unless given). A status other than expected is set afterwards, as receiving would.
 */
export async function createAsn(db: DbOrTx, shop: OrderShop, values: AsnValues): Promise<number> {
  sequence += 1;
  return db.transaction(async (tx) => {
    const id = await insertAsn(tx, shop, {
      supplierId: values.supplierId,
      orderId: values.orderId ?? null,
      orderNumber: values.orderNumber ?? null,
      asnNumber: values.asnNumber ?? `ASN-${Date.now().toString(36)}-${sequence}`,
      format: values.format ?? 'csv',
      channel: 'upload',
      deliveryDate: values.deliveryDate ?? null,
      warehouseNumber: values.warehouseNumber ?? null,
      supplierGln: values.supplierGln ?? null,
      buyerGln: values.buyerGln ?? null,
      // Every line with every key: the lines are inserted as one JSON parameter (jsonRows), which reads the first's keys.
      lines: values.lines.map((line, index) => ({
        position: index + 1,
        productId: null,
        orderLineId: null,
        gtin: null,
        supplierItemCode: null,
        buyerItemCode: null,
        description: null,
        sentQuantity: line.quantity ?? '1',
        unitCode: 'C62',
        quantity: '1',
        orderedQuantity: null,
        outstandingQuantity: null,
        bestBefore: null,
        lot: null,
        sscc: null,
        orderLineReference: null,
        problem: null,
        ...line,
      })),
    });
    if (id === null) throw new Error('an ASN of that supplier and number exists already');
    if (values.status && values.status !== 'expected') await setAsnStatus(tx, shop, id, values.status);
    return id;
  });
}
