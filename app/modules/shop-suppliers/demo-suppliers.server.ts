import { and, asc, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { shops, suppliers } from '#app/db/schema';
import { SupplierSchema } from '#app/modules/suppliers/supplier.schema';
import { addDays, todayIn } from '#app/utils/dates';
import { createShopSuppliers, createSuppliers } from '#tests/factories/catalog';
import { DEMO_SUPPLIERS, demoSuppliersOfShop } from './demo-suppliers.data';
import { ShopSupplierValuesSchema } from './shop-supplier.schema';

export interface DemoShopRef {
  companyId: number;
  id: number;
}

/**
 * Puts the demo suppliers into the operator's directory and links twelve of them to each shop, with order e-mails,
 * delivery days, cut-off times and minimum order values. Meant for the demo seed on a fresh database, inside its
 * transaction; it is also safe to call again: suppliers already in the directory (same name, not deleted) are reused
 * and existing links are left as they are. `shops` defaults to every shop that is not deleted.
 */
export async function seedDemoSuppliers(
  tx: DbOrTx,
  options: { shops?: DemoShopRef[] } = {},
): Promise<{ supplierIds: number[]; links: number }> {
  const names = DEMO_SUPPLIERS.map((supplier) => supplier.directory.name);
  const demoOf = new Map(
    DEMO_SUPPLIERS.map(({ directory }) => [directory.name, `${directory.email} ${directory.vatNumber}`]),
  );
  // A directory entry is the demo's only with the demo's name, e-mail and VAT number: a real supplier of the same name
  // is left alone.
  const existing = await tx
    .select({ id: suppliers.id, name: suppliers.name, email: suppliers.email, vatNumber: suppliers.vatNumber })
    .from(suppliers)
    .where(and(inArray(suppliers.name, names), isNull(suppliers.deletedAt)));
  const idByName = new Map(
    existing.filter((row) => `${row.email} ${row.vatNumber}` === demoOf.get(row.name)).map((row) => [row.name, row.id]),
  );
  const missing = DEMO_SUPPLIERS.filter((supplier) => !idByName.has(supplier.directory.name));
  if (missing.length) {
    // Through the directory's own schema, so the demo holds only what the operator's form would accept.
    const inserted = await createSuppliers(
      tx,
      missing.map((supplier) => SupplierSchema.parse(supplier.directory)),
    );
    for (const row of inserted) idByName.set(row.name, row.id);
  }
  const supplierIds = names.map((name) => idByName.get(name)!);

  const targets =
    options.shops ??
    (await tx
      .select({ companyId: shops.companyId, id: shops.id })
      .from(shops)
      .where(isNull(shops.deletedAt))
      .orderBy(asc(shops.id)));
  // The demo is in Slovenia: certificates expire counted from its day there.
  const today = todayIn('Europe/Ljubljana');
  const certificatesOf = (terms: (typeof DEMO_SUPPLIERS)[number]['terms']) =>
    Object.fromEntries(
      (terms.certificates ?? []).flatMap(({ scheme, number, expiresInDays }) => [
        [`${scheme}CertificateNumber`, number],
        [`${scheme}CertificateExpires`, addDays(today, expiresInDays)],
      ]),
    );
  const links = targets.flatMap((shop, shopIndex) =>
    demoSuppliersOfShop(shopIndex).map((index) => {
      const { directory, terms } = DEMO_SUPPLIERS[index]!;
      const values = ShopSupplierValuesSchema.parse({
        supplierShopNumber: String(100 + index),
        shopSupplierNumber: `D${String(shop.id).padStart(3, '0')}`,
        customerIdAtSupplier: `${terms.customerPrefix}-${10_000 + shop.id * 100 + index}`,
        supplierIdInOwnSystem: `DOB-${String(index + 1).padStart(3, '0')}`,
        orderEmails: [directory.email, ...(terms.extraOrderEmail ? [terms.extraOrderEmail] : [])],
        contactPerson: directory.contactPerson ?? null,
        contactPhone: directory.contactPhone ?? null,
        deliveryDays: terms.deliveryDays,
        orderCutoffMinutes: terms.orderCutoffMinutes,
        minOrderValue: terms.minOrderValue,
        ...(terms.reclamationEmail ? { reclamationEmails: [terms.reclamationEmail] } : {}),
        ...certificatesOf(terms),
      });
      return { ...values, shop, supplierId: supplierIds[index]! };
    }),
  );
  if (!links.length) return { supplierIds, links: 0 };
  const created = await createShopSuppliers(tx, links, { skipExisting: true });
  return { supplierIds, links: created.length };
}
