import type { DbOrTx } from '#app/db/client.server';
import type { OrderLineRow } from '#app/modules/ordering/orders.repo.server';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { draftReclamation, type DraftHeader, type DraftNoteLine } from './reclamation-draft';
import { insertReclamation, lockReclamationNumbers } from './reclamations.repo.server';

/**
 * The sign-off's hook (docs/decisions/034-reclamations-and-records.md): a note with problems drafts an open
 * reclamation with its claimed lines — two statements (the shop's number lock, the reclamation with its lines), none
 * for a note without problems. Returns the reclamation's id, or null.
 */
export async function draftReclamationAtSignOff(
  tx: DbOrTx,
  shop: ShopScope,
  note: { id: number; supplierId: number; orderId: number | null },
  header: DraftHeader,
  lines: readonly DraftNoteLine[],
  orderLines: ReadonlyMap<number, Pick<OrderLineRow, 'price' | 'discount'>>,
  now: Date,
): Promise<number | null> {
  const draft = draftReclamation(header, lines, orderLines);
  if (!draft) return null;
  await lockReclamationNumbers(tx, shop);
  return insertReclamation(
    tx,
    shop,
    {
      supplierId: note.supplierId,
      deliveryNoteId: note.id,
      orderId: note.orderId,
      createdByUserId: shop.actor.userId,
      createdAt: now,
    },
    draft,
  );
}
