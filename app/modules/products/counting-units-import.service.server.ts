import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, DbOrTx } from '#app/db/client.server';
import { productCountingUnits, products } from '#app/db/schema';
import { recordAudit } from '#app/modules/audit/audit.repo.server';
import { readSheet, SheetError, type SheetData } from '#app/modules/spreadsheet/read-sheet.server';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import { compactCode, MAX_COUNTING_UNITS } from './product.schema';
import { guessUnitColumns, parseUnitRow } from './counting-units-import';

export interface UnitRowError {
  row: number;
  code: string;
  message: string;
  values?: Record<string, string | number>;
}

export type UnitImportResult =
  | { ok: true; products: number; units: number }
  | { ok: false; reason: 'columns' | 'forbidden' }
  | { ok: false; reason: 'invalid'; errors: UnitRowError[] };

const CHUNK = 1000;
const chunks = <T>(list: T[]) =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

/** The shop's live products a code may name: by EAN first, then supplier product ID, then internal product ID. */
async function productResolver(db: DbOrTx, shop: ShopScope, codes: string[]) {
  const live = and(
    eq(products.companyId, shop.companyId),
    eq(products.shopId, shop.shopId),
    isNull(products.deletedAt),
  );
  const columns = {
    id: products.id,
    ean: products.ean,
    supplierProductId: products.supplierProductId,
    internalProductId: products.internalProductId,
  };
  const found = new Map<
    number,
    { id: number; ean: string | null; supplierProductId: string | null; internalProductId: string | null }
  >();
  const unique = [...new Set(codes)];
  for (const part of chunks([...new Set(unique.map(compactCode))]))
    for (const row of await db
      .select(columns)
      .from(products)
      .where(and(live, inArray(products.ean, part))))
      found.set(row.id, row);
  for (const part of chunks(unique)) {
    for (const row of await db
      .select(columns)
      .from(products)
      .where(and(live, inArray(products.supplierProductId, part))))
      found.set(row.id, row);
    for (const row of await db
      .select(columns)
      .from(products)
      .where(and(live, inArray(products.internalProductId, part))))
      found.set(row.id, row);
  }
  const rows = [...found.values()];
  return (code: string): { id: number } | 'none' | 'ambiguous' => {
    for (const matches of [
      rows.filter((row) => row.ean !== null && row.ean === compactCode(code)),
      rows.filter((row) => row.supplierProductId === code),
      rows.filter((row) => row.internalProductId === code),
    ]) {
      if (matches.length === 1) return { id: matches[0]!.id };
      if (matches.length > 1) return 'ambiguous';
    }
    return 'none';
  };
}

/**
 * Sets the other counting units of the products in the file: each listed product's units become exactly the file's
 * rows for it; products not in the file keep theirs. One bad row and nothing changes (one transaction).
 */
export async function importCountingUnits(db: Database, shop: ShopScope, sheet: SheetData): Promise<UnitImportResult> {
  if (!mayInShop(shop, 'products:edit')) return { ok: false, reason: 'forbidden' };
  const columns = guessUnitColumns(sheet.headers);
  if (!columns) return { ok: false, reason: 'columns' };
  return db.transaction(async (tx) => {
    const parsed = sheet.rows.map((cells, index) => ({
      row: index + 2,
      result: parseUnitRow(cells, columns),
      code: (cells[columns.product] ?? '').trim(),
    }));
    const resolve = await productResolver(
      tx,
      shop,
      parsed.flatMap((line) => (line.result.ok ? [line.result.code] : [])),
    );
    const errors: UnitRowError[] = [];
    const byProduct = new Map<number, { unit: string; factor: string; row: number }[]>();
    for (const { row, result, code } of parsed) {
      if (!result.ok) {
        errors.push({ row, code, message: result.message });
        continue;
      }
      const product = resolve(result.code);
      if (product === 'none' || product === 'ambiguous') {
        errors.push({
          row,
          code,
          message: product === 'none' ? 'productImport.units.errors.product' : 'productImport.units.errors.ambiguous',
        });
        continue;
      }
      const units = byProduct.get(product.id) ?? [];
      const earlier = units.find((unit) => unit.unit.toLowerCase() === result.unit.toLowerCase());
      if (earlier)
        errors.push({ row, code, message: 'productImport.units.errors.repeated', values: { row: earlier.row } });
      else if (units.length >= MAX_COUNTING_UNITS)
        errors.push({ row, code, message: 'productImport.units.errors.tooMany', values: { max: MAX_COUNTING_UNITS } });
      else byProduct.set(product.id, [...units, { unit: result.unit, factor: result.factor, row }]);
    }
    if (errors.length) return { ok: false, reason: 'invalid', errors } as const;

    const ids = [...byProduct.keys()];
    const before = new Map<number, { unit: string; factor: string }[]>();
    for (const part of chunks(ids)) {
      const ofShop = and(eq(productCountingUnits.shopId, shop.shopId), inArray(productCountingUnits.productId, part));
      for (const { productId, unit, factor } of await tx.select().from(productCountingUnits).where(ofShop))
        before.set(productId, [...(before.get(productId) ?? []), { unit, factor }]);
      await tx.delete(productCountingUnits).where(ofShop);
    }
    const rows = ids.flatMap((productId) =>
      byProduct
        .get(productId)!
        .map(({ unit, factor }) => ({ companyId: shop.companyId, shopId: shop.shopId, productId, unit, factor })),
    );
    for (const part of chunks(rows)) await tx.insert(productCountingUnits).values(part);
    for (const productId of ids) {
      const to = byProduct.get(productId)!.map(({ unit, factor }) => ({ unit, factor }));
      await recordAudit(tx, {
        companyId: shop.companyId,
        actorUserId: shop.actor.userId,
        entityType: 'product',
        entityId: productId,
        action: 'updated',
        changes: { countingUnits: { from: before.get(productId) ?? [], to } },
      });
    }
    return { ok: true, products: ids.length, units: rows.length } as const;
  });
}

const MAX_UNIT_ROWS = 20_000;

export type UnitFileResult =
  | UnitImportResult
  | { ok: false; reason: 'shop_deleted' }
  | { ok: false; reason: 'unreadable'; error: string; values: { max: number } };

/** The counting-units page's upload: the file read (at most MAX_UNIT_ROWS rows), then all its rows or none. */
export async function importCountingUnitsFile(db: Database, shop: ShopScope, content: Buffer): Promise<UnitFileResult> {
  if (shop.shopDeleted) return { ok: false, reason: 'shop_deleted' };
  let sheet: SheetData;
  try {
    sheet = await readSheet(content, { maxRows: MAX_UNIT_ROWS });
  } catch (error) {
    const message = error instanceof SheetError ? error.message : 'spreadsheet.unreadable';
    return { ok: false, reason: 'unreadable', error: message, values: { max: MAX_UNIT_ROWS } };
  }
  return importCountingUnits(db, shop, sheet);
}
