import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { importMappings } from '#app/db/schema';
import type { ShopScope as ShopTarget } from '#app/modules/tenancy/shop-scope';

/** `asn:<supplierId>`: an ASN spreadsheet's columns, remembered per shop and supplier (suppliers lay files out differently). */
export type ImportKind = 'products' | 'counting_units' | `asn:${number}` | `credit-notes:${number}`;

/** The column mapping the shop last used for this kind of file: normalized header → field ('' not imported). */
export async function getImportMapping(
  db: DbOrTx,
  target: ShopTarget,
  kind: ImportKind,
): Promise<Record<string, string>> {
  const [row] = await db
    .select({ mapping: importMappings.mapping })
    .from(importMappings)
    .where(
      and(
        eq(importMappings.companyId, target.companyId),
        eq(importMappings.shopId, target.shopId),
        eq(importMappings.kind, kind),
      ),
    )
    .limit(1);
  return row?.mapping ?? {};
}

/** Remembers the mapping for the shop's next import; headers it did not have this time keep their last choice. */
export async function saveImportMapping(
  db: DbOrTx,
  target: ShopTarget,
  kind: ImportKind,
  mapping: Record<string, string>,
): Promise<void> {
  const merged = { ...(await getImportMapping(db, target, kind)), ...mapping };
  await db
    .insert(importMappings)
    .values({ companyId: target.companyId, shopId: target.shopId, kind, mapping: merged })
    .onConflictDoUpdate({
      target: [importMappings.shopId, importMappings.kind],
      set: { mapping: merged, updatedAt: new Date() },
    });
}
