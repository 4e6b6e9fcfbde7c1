import { z } from 'zod';

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** "Receive": from an order, a backorder, an advance ship notice, or a supplier for an unplanned delivery (exactly one of them). */
export const StartReceiptSchema = z.union([
  z.object({ orderId: id }).strict(),
  z.object({ backorderId: id }).strict(),
  z.object({ supplierId: id }).strict(),
  z.object({ asnId: id }).strict(),
]);

/** Looking up a product to add as an unplanned line: by a scanned code, or by name. */
export const ReceivingProductQuerySchema = z.object({
  supplierId: id,
  code: z.string().trim().min(1).max(80).optional(),
  search: z.string().trim().min(1).max(80).optional(),
});

/** A photo's fields beside the file: the line it shows, or none for the whole delivery. */
export const PhotoUploadSchema = z.object({ lineUid: z.string().uuid().nullable() });
