import { and, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Database, DbOrTx } from '#app/db/client.server';
import { productGtins, productPrices, products, shopSuppliers, suppliers } from '#app/db/schema';
import type { Language } from '#app/utils/language';
import { mailingRecipients } from '#app/modules/mailing/mailing.repo.server';
import { addDays, todayIn } from '#app/utils/dates';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import type { SheetData } from '#app/modules/spreadsheet/read-sheet.server';
import { guessColumns, parseImportDate, parseQuantity } from './import-order';
import { enqueueOrderMail } from './order-mail.server';
import { insertOrder, ordersOfSubmission } from './orders.repo.server';
import { roundToPackages, type PackHint } from './pack-rounding';

type ImportError =
  | 'no_code'
  | 'not_found'
  | 'ambiguous'
  | 'inactive'
  | 'bad_quantity'
  | 'bad_date'
  | 'past_date'
  | 'no_price'
  | 'no_address';

export type ImportLine =
  | {
      row: number;
      ok: true;
      productId: number;
      name: string;
      supplierId: number;
      supplierName: string;
      /** Raised to the minimal order quantity and whole packages, as the new-order page does; `hint` says why. */
      quantity: string;
      hint: PackHint;
      deliveryDate: string;
    }
  | { row: number; ok: false; code: string; error: ImportError };

export type ImportPreview = { ok: true; lines: ImportLine[] } | { ok: false; reason: 'no_columns' };

interface Candidate {
  id: number;
  name: string;
  supplierId: number;
  supplierName: string;
  isActive: boolean;
  supplierProductId: string | null;
  ean: string | null;
  internalProductId: string | null;
  gtin: string | null;
  orderEmails: string[] | null;
  supplierEmail: string | null;
  minOrderQuantity: string | null;
  unitsPerPackage: string | null;
}

/** The supplier's order addresses at this shop, or its directory e-mail when the shop keeps none. */
function addressesOf(candidate: Pick<Candidate, 'orderEmails' | 'supplierEmail'>): string[] {
  if (candidate.orderEmails?.length) return candidate.orderEmails;
  return candidate.supplierEmail ? [candidate.supplierEmail] : [];
}

/**
 * Matches each row of the file to one of the shop's live products (supplier product ID, EAN or GTIN, internal ID; the
 * first code the row has decides) or says why not. Nothing is written.
 */
export async function previewImport(
  db: DbOrTx,
  target: ShopScope,
  sheet: SheetData,
  now: Date = new Date(),
): Promise<ImportPreview> {
  const columns = guessColumns(sheet.headers);
  if (columns.quantity < 0 || (columns.supplierProductId < 0 && columns.ean < 0 && columns.internalId < 0))
    return { ok: false, reason: 'no_columns' };
  const cell = (row: string[], index: number) => (index >= 0 ? (row[index] ?? '').trim() : '');
  const codes = new Set<string>();
  for (const row of sheet.rows)
    for (const index of [columns.supplierProductId, columns.ean, columns.internalId])
      if (cell(row, index)) codes.add(cell(row, index));
  const list = [...codes];
  const candidates: Candidate[] = list.length
    ? await db
        .selectDistinct({
          id: products.id,
          name: products.name,
          supplierId: products.supplierId,
          supplierName: suppliers.name,
          isActive: products.isActive,
          supplierProductId: products.supplierProductId,
          ean: products.ean,
          internalProductId: products.internalProductId,
          gtin: productGtins.gtin,
          orderEmails: shopSuppliers.orderEmails,
          supplierEmail: suppliers.email,
          minOrderQuantity: products.minOrderQuantity,
          unitsPerPackage: products.unitsPerPackage,
        })
        .from(products)
        .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
        .leftJoin(
          shopSuppliers,
          and(eq(shopSuppliers.shopId, products.shopId), eq(shopSuppliers.supplierId, products.supplierId)),
        )
        .leftJoin(
          productGtins,
          and(
            eq(productGtins.shopId, products.shopId),
            eq(productGtins.productId, products.id),
            isNull(productGtins.deletedAt),
            inArray(productGtins.gtin, list),
          ),
        )
        .where(
          and(
            eq(products.companyId, target.companyId),
            eq(products.shopId, target.shopId),
            isNull(products.deletedAt),
            or(
              inArray(products.supplierProductId, list),
              inArray(products.ean, list),
              inArray(products.internalProductId, list),
              inArray(productGtins.gtin, list),
            ),
          ),
        )
    : [];
  const today = todayIn(target.timeZone, now);
  const defaultDate = addDays(today, 1);
  const lines: ImportLine[] = sheet.rows.map((row, index) => {
    const rowNumber = index + 2;
    const bySupplierCode = cell(row, columns.supplierProductId);
    const byEan = cell(row, columns.ean);
    const byInternal = cell(row, columns.internalId);
    const code = bySupplierCode || byEan || byInternal;
    if (!code) return { row: rowNumber, ok: false, code: '', error: 'no_code' };
    const found = new Map<number, Candidate>();
    for (const candidate of candidates) {
      const hit = bySupplierCode
        ? candidate.supplierProductId === bySupplierCode
        : byEan
          ? candidate.ean === byEan || candidate.gtin === byEan
          : candidate.internalProductId === byInternal;
      if (hit) found.set(candidate.id, candidate);
    }
    if (found.size === 0) return { row: rowNumber, ok: false, code, error: 'not_found' };
    if (found.size > 1) return { row: rowNumber, ok: false, code, error: 'ambiguous' };
    const product = [...found.values()][0]!;
    if (!product.isActive) return { row: rowNumber, ok: false, code, error: 'inactive' };
    if (!addressesOf(product).length) return { row: rowNumber, ok: false, code, error: 'no_address' };
    const typed = parseQuantity(cell(row, columns.quantity));
    const rounded = typed ? roundToPackages(typed, product) : null;
    if (!rounded) return { row: rowNumber, ok: false, code, error: 'bad_quantity' };
    const dateText = cell(row, columns.deliveryDate);
    const deliveryDate = dateText ? parseImportDate(dateText) : defaultDate;
    if (!deliveryDate) return { row: rowNumber, ok: false, code, error: 'bad_date' };
    if (deliveryDate <= today) return { row: rowNumber, ok: false, code, error: 'past_date' };
    return {
      row: rowNumber,
      ok: true,
      productId: product.id,
      name: product.name,
      supplierId: product.supplierId,
      supplierName: product.supplierName,
      quantity: rounded.quantity,
      hint: rounded.hint,
      deliveryDate,
    };
  });
  return { ok: true, lines };
}

export type ImportResult =
  | { ok: true; orders: { id: number; number: number; supplierId: number }[]; repeated: boolean }
  | { ok: false; reason: 'nothing' | 'no_price' | 'no_address'; row?: number };

/**
 * Creates the previewed lines' orders in one transaction: one order per supplier and delivery date, with the shop's
 * next numbers, lines at the price valid on the delivery date, a 'created' event, and the supplier's mail with PDF and
 * CSV (and the shop's copy) in the outbox, in the importer's language. Lines with an error are left out.
 *
 * `submissionKey` is made when the preview is shown, as for sending a cart: the orders carry it, so posting the same
 * confirmation again (a second click, a retry on bad Wi-Fi) answers with the orders it made instead of making and
 * e-mailing them twice; two posts at once are kept apart by the unique index on the key.
 */
export async function createImportedOrders(
  db: Database,
  target: ShopScope,
  lines: ImportLine[],
  language: Language,
  submissionKey: string,
  now: Date = new Date(),
): Promise<ImportResult> {
  if (!UUID.test(submissionKey)) throw new Error('submission key must be a uuid');
  const good = lines.filter((line): line is Extract<ImportLine, { ok: true }> => line.ok);
  try {
    return await createInTransaction(db, target, good, language, submissionKey, now);
  } catch (error) {
    // A concurrent post with the same key won the unique index: answer with what it created.
    const existing = await ordersOfSubmission(db, target, submissionKey);
    if (existing.length) return { ok: true, orders: existing, repeated: true };
    throw error;
  }
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function createInTransaction(
  db: Database,
  target: ShopScope,
  good: Extract<ImportLine, { ok: true }>[],
  language: Language,
  submissionKey: string,
  now: Date,
): Promise<ImportResult> {
  return db
    .transaction(async (tx) => {
      const already = await ordersOfSubmission(tx, target, submissionKey);
      if (already.length) return { ok: true as const, orders: already, repeated: true };
      if (!good.length) return { ok: false as const, reason: 'nothing' as const };
      const copy = await mailingRecipients(tx, target, 'order');
      const groups = new Map<string, typeof good>();
      for (const line of good)
        groups.set(`${line.supplierId}|${line.deliveryDate}`, [
          ...(groups.get(`${line.supplierId}|${line.deliveryDate}`) ?? []),
          line,
        ]);
      const made: { id: number; number: number; supplierId: number }[] = [];
      for (const group of groups.values()) {
        const { supplierId, deliveryDate } = group[0]!;
        const ids = group.map((line) => line.productId);
        const rows = await tx
          .select({
            id: products.id,
            name: products.name,
            ean: products.ean,
            supplierProductId: products.supplierProductId,
            unit: products.supplierUnit,
            unitsPerPackage: products.unitsPerPackage,
            price: productPrices.price,
            discount: productPrices.discount,
            vat: productPrices.vat,
          })
          .from(products)
          .leftJoin(
            productPrices,
            and(
              eq(productPrices.shopId, products.shopId),
              eq(productPrices.productId, products.id),
              lte(productPrices.validFrom, deliveryDate),
              or(isNull(productPrices.validTo), gte(productPrices.validTo, deliveryDate)),
            ),
          )
          .where(
            and(
              eq(products.companyId, target.companyId),
              eq(products.shopId, target.shopId),
              eq(products.supplierId, supplierId),
              inArray(products.id, ids),
              isNull(products.deletedAt),
              eq(products.isActive, true),
            ),
          );
        const byId = new Map(rows.map((row) => [row.id, row]));
        const [terms] = await tx
          .select({ orderEmails: shopSuppliers.orderEmails, supplierEmail: suppliers.email })
          .from(suppliers)
          .leftJoin(
            shopSuppliers,
            and(eq(shopSuppliers.shopId, target.shopId), eq(shopSuppliers.supplierId, suppliers.id)),
          )
          .where(eq(suppliers.id, supplierId));
        const supplierAddresses = terms ? addressesOf(terms) : [];
        if (!supplierAddresses.length) throw new ImportRefused('no_address', group[0]!.row);
        const missing = group.findIndex((line) => {
          const product = byId.get(line.productId);
          return !product?.price || !product.vat;
        });
        if (missing >= 0) throw new ImportRefused('no_price', group[missing]!.row);
        const order = await insertOrder(tx, target, {
          supplierId,
          source: 'import',
          deliveryDate,
          createdByUserId: target.actor.userId,
          submissionKey,
          createdAt: now,
          createdDetail: 'import',
          lines: group.map((line) => {
            const product = byId.get(line.productId)!;
            return {
              productId: product.id,
              productName: product.name,
              supplierProductId: product.supplierProductId,
              ean: product.ean,
              unit: product.unit,
              unitsPerPackage: product.unitsPerPackage,
              quantity: line.quantity,
              price: product.price!,
              discount: product.discount ?? '0',
              vat: product.vat!,
            };
          }),
        });
        await enqueueOrderMail(tx, target, order.id, language, { supplier: supplierAddresses, copy });
        made.push(order);
      }
      return { ok: true as const, orders: made, repeated: false };
    })
    .catch((error: unknown) => {
      if (error instanceof ImportRefused) return { ok: false as const, reason: error.reason, row: error.row };
      throw error;
    });
}

/** Rolls the import's transaction back when a line turns out not to be orderable after the preview. */
class ImportRefused extends Error {
  constructor(
    readonly reason: 'no_price' | 'no_address',
    readonly row: number,
  ) {
    super(reason);
  }
}
