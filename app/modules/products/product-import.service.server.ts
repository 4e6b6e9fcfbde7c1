import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, DbOrTx } from '#app/db/client.server';
import { productCountingUnits, productGtins, productPrices, products } from '#app/db/schema';
import type { SheetData } from '#app/modules/spreadsheet/read-sheet.server';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import { editablePrice, planPriceChange, termsChanged, type PricePeriod } from './price-history';
import { todayIn } from '#app/utils/dates';
import { compactCode, type ProductValues } from './product.schema';
import type { ColumnMapping, ImportField } from './product-import-fields';
import { rowFormInput, storedFormInput, validateRowInput, type FormInput, type RowIssue } from './product-import-row';
import { pricePeriodColumns } from './product-prices.repo.server';
import { lockShopCodes, type WriteOptions } from './product-rows.repo.server';
import { createProductIn, updateProductIn } from './products.repo.server';
import { listProductSupplierOptions } from './products-search.repo.server';

/**
 * Product import (docs/decisions/017): every row of the file checked with the product form's rules plus what only
 * the shop knows (its suppliers, the codes of its other products, the rest of the file), then written in one
 * transaction. A row whose supplier product ID (same supplier) or EAN a live product of the shop already has updates
 * that product; a changed price starts today, through the price history rules.
 */

export const MAX_IMPORT_ROWS = 5000;
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
const CHUNK = 1000;

export type ImportRow =
  | {
      row: number;
      ok: true;
      action: 'create' | 'update';
      productId: number | null;
      name: string;
      values: ProductValues;
    }
  | { row: number; ok: false; name: string; issues: RowIssue[] };

/** The file's line number of data row `index`: the header is line 1. */
const lineOf = (index: number) => index + 2;

function chunks<T>(list: T[]): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) result.push(list.slice(i, i + CHUNK));
  return result;
}

const unique = <T>(list: T[]) => [...new Set(list)];

function supplierResolver(options: { supplierId: number; name: string }[]) {
  const byName = new Map<string, number[]>();
  for (const option of options) {
    const key = option.name.trim().toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), option.supplierId]);
  }
  const ids = new Set(options.map((option) => option.supplierId));
  return (cell: string): number | null => {
    const value = cell.trim();
    if (/^\d{1,10}$/.test(value) && ids.has(Number(value))) return Number(value);
    const named = byName.get(value.toLowerCase());
    return named?.length === 1 ? named[0]! : null;
  };
}

interface StoredProduct {
  row: typeof products.$inferSelect;
  gtins: string[];
  countingUnits: { unit: string; factor: string }[];
  periods: PricePeriod[];
}

/** The live products of the shop that rows may update, with everything the form edits. */
async function loadProducts(db: DbOrTx, shop: ShopScope, eans: string[], supplierCodes: string[]) {
  const found: (typeof products.$inferSelect)[] = [];
  const live = and(
    eq(products.companyId, shop.companyId),
    eq(products.shopId, shop.shopId),
    isNull(products.deletedAt),
  );
  for (const part of chunks(unique(eans)))
    found.push(
      ...(await db
        .select()
        .from(products)
        .where(and(live, inArray(products.ean, part)))),
    );
  for (const part of chunks(unique(supplierCodes)))
    found.push(
      ...(await db
        .select()
        .from(products)
        .where(and(live, inArray(products.supplierProductId, part)))),
    );
  const byId = new Map<number, StoredProduct>();
  for (const row of found) byId.set(row.id, { row, gtins: [], countingUnits: [], periods: [] });
  for (const part of chunks([...byId.keys()])) {
    const [gtins, units, prices] = await Promise.all([
      db
        .select({ productId: productGtins.productId, gtin: productGtins.gtin })
        .from(productGtins)
        .where(and(eq(productGtins.shopId, shop.shopId), inArray(productGtins.productId, part))),
      db
        .select({
          productId: productCountingUnits.productId,
          unit: productCountingUnits.unit,
          factor: productCountingUnits.factor,
        })
        .from(productCountingUnits)
        .where(and(eq(productCountingUnits.shopId, shop.shopId), inArray(productCountingUnits.productId, part))),
      db
        .select({ productId: productPrices.productId, ...pricePeriodColumns })
        .from(productPrices)
        .where(and(eq(productPrices.shopId, shop.shopId), inArray(productPrices.productId, part))),
    ]);
    for (const { productId, gtin } of gtins) byId.get(productId)?.gtins.push(gtin);
    for (const { productId, ...unit } of units) byId.get(productId)?.countingUnits.push(unit);
    for (const { productId, ...period } of prices) byId.get(productId)?.periods.push(period);
  }
  return [...byId.values()];
}

/** Which live product of the shop has each of these codes, as EAN or GTIN. */
async function codeOwners(db: DbOrTx, shop: ShopScope, codes: string[]): Promise<Map<string, number>> {
  const owners = new Map<string, number>();
  for (const part of chunks(unique(codes))) {
    const [eans, gtins] = await Promise.all([
      db
        .select({ code: products.ean, productId: products.id })
        .from(products)
        .where(
          and(
            eq(products.companyId, shop.companyId),
            eq(products.shopId, shop.shopId),
            isNull(products.deletedAt),
            inArray(products.ean, part),
          ),
        ),
      db
        .select({ code: productGtins.gtin, productId: productGtins.productId })
        .from(productGtins)
        .where(
          and(eq(productGtins.shopId, shop.shopId), isNull(productGtins.deletedAt), inArray(productGtins.gtin, part)),
        ),
    ]);
    for (const { code, productId } of [...eans, ...gtins]) if (code) owners.set(code, productId);
  }
  return owners;
}

const cellOf = (row: string[], mapping: ColumnMapping, field: ImportField) => {
  const index = mapping.indexOf(field);
  return index < 0 ? null : (row[index] ?? '').trim();
};

/** Checks every row of the file against the form's rules, the shop's suppliers and products, and the other rows. */
export async function previewProductImport(
  db: DbOrTx,
  shop: ShopScope,
  sheet: SheetData,
  mapping: ColumnMapping,
  options: WriteOptions = {},
): Promise<ImportRow[]> {
  const today = options.today ?? todayIn(shop.timeZone);
  const supplierOf = supplierResolver(await listProductSupplierOptions(db, shop));
  const eanCells = sheet.rows.map((row) => compactCode(cellOf(row, mapping, 'ean') ?? '')).filter(Boolean);
  const codeCells = sheet.rows.map((row) => cellOf(row, mapping, 'supplierProductId') ?? '').filter(Boolean);
  const stored = await loadProducts(db, shop, eanCells, codeCells);
  const byEan = new Map<string, number>();
  const bySupplierCode = new Map<string, number[]>();
  const storedById = new Map<number, StoredProduct>();
  for (const product of stored) {
    storedById.set(product.row.id, product);
    if (product.row.ean) byEan.set(product.row.ean, product.row.id);
    if (product.row.supplierProductId) {
      const key = `${product.row.supplierId}|${product.row.supplierProductId}`;
      bySupplierCode.set(key, [...(bySupplierCode.get(key) ?? []), product.row.id]);
    }
  }
  const gtinCells = mapping.includes('gtins')
    ? sheet.rows.flatMap((row) => (cellOf(row, mapping, 'gtins') ?? '').split(/[,;|\n]+/).map(compactCode))
    : [];
  const owners = await codeOwners(db, shop, [...eanCells, ...gtinCells].filter(Boolean));

  const codeRows = new Map<string, number>();
  const productRows = new Map<string, number>();
  return sheet.rows.map((cells, index): ImportRow => {
    const row = lineOf(index);
    const name = cellOf(cells, mapping, 'name') ?? '';
    const issues: RowIssue[] = [];
    const supplierCell = cellOf(cells, mapping, 'supplier') ?? '';
    const supplierId = supplierCell ? supplierOf(supplierCell) : null;
    if (!supplierCell) issues.push({ field: 'supplier', message: 'validation.required' });
    else if (supplierId === null)
      issues.push({ field: 'supplier', message: 'productImport.errors.supplier', values: { supplier: supplierCell } });

    const supplierCode = cellOf(cells, mapping, 'supplierProductId');
    const ean = compactCode(cellOf(cells, mapping, 'ean') ?? '');
    const byCode =
      supplierCode && supplierId !== null ? (bySupplierCode.get(`${supplierId}|${supplierCode}`) ?? []) : [];
    const eanMatch = ean ? byEan.get(ean) : undefined;
    if (byCode.length > 1) issues.push({ field: 'supplierProductId', message: 'productImport.errors.severalProducts' });
    if (byCode.length === 1 && eanMatch !== undefined && eanMatch !== byCode[0])
      issues.push({ field: 'ean', message: 'productImport.errors.twoProducts' });
    const productId = byCode.length === 1 ? byCode[0]! : (eanMatch ?? null);
    const existing = productId === null ? null : storedById.get(productId)!;
    const base: FormInput = existing
      ? storedFormInput({
          ...existing.row,
          gtins: existing.gtins,
          countingUnits: existing.countingUnits,
          price: editablePrice(existing.periods, today),
        })
      : {};

    const { input, issues: cellIssues } = rowFormInput(cells, mapping, base, supplierId);
    issues.push(...cellIssues);
    const checked = validateRowInput(input);
    if (!checked.ok) {
      for (const issue of checked.issues) if (!issues.some((other) => other.field === issue.field)) issues.push(issue);
      return { row, ok: false, name, issues };
    }
    if (issues.length) return { row, ok: false, name, issues };
    const values: ProductValues = { ...checked.values, priceChange: existing ? 'new' : undefined };

    // A changed price starts today: an end date the file did not set and that has passed would end it before it starts.
    if (existing && !mapping.includes('validTo') && values.validTo !== null && values.validTo < today) {
      const current = editablePrice(existing.periods, today);
      if (current && termsChanged(current, values)) values.validTo = null;
    }
    if (existing) {
      const plan = planPriceChange(existing.periods, today, values, 'new');
      if (plan.kind === 'error')
        issues.push({ field: plan.field === 'priceChange' ? 'price' : plan.field, message: plan.message });
    }

    const codes = [
      ...(values.ean ? [{ code: values.ean, field: 'ean' as const }] : []),
      ...values.gtins.map((code) => ({ code, field: 'gtins' as const })),
    ];
    for (const { code, field } of codes) {
      const owner = owners.get(code);
      const earlier = codeRows.get(code);
      if (owner !== undefined && owner !== productId) issues.push({ field, message: 'products.validation.codeTaken' });
      else if (earlier !== undefined)
        issues.push({ field, message: 'productImport.errors.codeInFile', values: { row: earlier } });
    }
    const key =
      productId !== null
        ? `id:${productId}`
        : values.supplierProductId
          ? `code:${values.supplierId}|${values.supplierProductId}`
          : null;
    const earlierRow = key ? productRows.get(key) : undefined;
    if (earlierRow !== undefined)
      issues.push({
        field: productId !== null && !values.supplierProductId ? 'ean' : 'supplierProductId',
        message: 'productImport.errors.sameProduct',
        values: { row: earlierRow },
      });
    if (issues.length) return { row, ok: false, name, issues };

    for (const { code } of codes) codeRows.set(code, row);
    if (key) productRows.set(key, row);
    return { row, ok: true, action: existing ? 'update' : 'create', productId, name: values.name, values };
  });
}

export type ImportRunResult =
  | { ok: true; created: number; updated: number; skipped: number }
  | { ok: false; reason: 'invalid'; rows: ImportRow[] }
  | { ok: false; reason: 'nothing' | 'forbidden' }
  | { ok: false; reason: 'failed'; row: number };

class RowFailed extends Error {
  constructor(readonly row: number) {
    super(`import row ${row} failed`);
  }
}

/**
 * Imports the file in one transaction: with `mode` 'all' only when every row is valid, with 'valid' the valid rows
 * and nothing else. The rows are checked again inside the transaction, under the shop's code lock, so what is
 * written is what was checked; a row that still fails rolls everything back.
 */
export async function runProductImport(
  db: Database,
  shop: ShopScope,
  sheet: SheetData,
  mapping: ColumnMapping,
  mode: 'all' | 'valid',
  options: WriteOptions & { onProgress?: (done: number, total: number) => void } = {},
): Promise<ImportRunResult> {
  if (!mayInShop(shop, 'products:edit')) return { ok: false, reason: 'forbidden' };
  const today = options.today ?? todayIn(shop.timeZone);
  try {
    return await db.transaction(async (tx) => {
      await lockShopCodes(tx, shop);
      const rows = await previewProductImport(tx, shop, sheet, mapping, { today });
      const valid = rows.filter((row) => row.ok);
      if (mode === 'all' && valid.length !== rows.length) return { ok: false, reason: 'invalid', rows } as const;
      if (!valid.length) return { ok: false, reason: 'nothing' } as const;
      let created = 0;
      let updated = 0;
      for (const row of valid) {
        const result =
          row.action === 'create'
            ? await createProductIn(tx, shop, row.values, { today })
            : await updateProductIn(tx, shop, row.productId!, row.values, { today });
        if (!result.ok) throw new RowFailed(row.row);
        if (row.action === 'create') created++;
        else updated++;
        options.onProgress?.(created + updated, valid.length);
      }
      return { ok: true, created, updated, skipped: rows.length - valid.length } as const;
    });
  } catch (error) {
    if (error instanceof RowFailed) return { ok: false, reason: 'failed', row: error.row };
    throw error;
  }
}

/** What the preview page shows: counts, and each bad row with its reasons (the first `limit` of them). */
export function summarizeImport(rows: ImportRow[], limit = 500) {
  const bad = rows.filter((row) => !row.ok);
  return {
    total: rows.length,
    valid: rows.length - bad.length,
    creates: rows.filter((row) => row.ok && row.action === 'create').length,
    updates: rows.filter((row) => row.ok && row.action === 'update').length,
    errors: bad.slice(0, limit).map((row) => ({ row: row.row, name: row.name, issues: row.ok ? [] : row.issues })),
    moreErrors: Math.max(0, bad.length - limit),
  };
}
export type ImportSummary = ReturnType<typeof summarizeImport>;
