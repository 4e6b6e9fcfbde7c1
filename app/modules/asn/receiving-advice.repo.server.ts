import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { shops, shopSuppliers, suppliers, users } from '#app/db/schema';
import type { OrderShop } from '#app/modules/ordering/orders.repo.server';

/**
 * Who a receiving advice goes to and in what words: the supplier's order addresses in the shop (else its directory
 * e-mail), its mail language, its GLN and the shop's (for the RECADV), and the language of the user signing off (the
 * advice's language when the supplier has none). One statement.
 */
export async function adviceParties(tx: DbOrTx, shop: OrderShop, supplierId: number, userId: number) {
  const [row] = await tx
    .select({
      supplierName: suppliers.name,
      supplierEmail: suppliers.email,
      supplierLanguage: suppliers.language,
      supplierGln: suppliers.gln,
      orderEmails: shopSuppliers.orderEmails,
      shopName: shops.name,
      shopGln: shops.gln,
      userLanguage: sql<'en' | 'si' | null>`(select ${users.language} from ${users} where ${users.id} = ${userId})`,
    })
    .from(shopSuppliers)
    .innerJoin(suppliers, eq(suppliers.id, shopSuppliers.supplierId))
    .innerJoin(shops, and(eq(shops.companyId, shopSuppliers.companyId), eq(shops.id, shopSuppliers.shopId)))
    .where(
      and(
        eq(shopSuppliers.companyId, shop.companyId),
        eq(shopSuppliers.shopId, shop.shopId),
        eq(shopSuppliers.supplierId, supplierId),
      ),
    )
    .limit(1);
  return row ?? null;
}
