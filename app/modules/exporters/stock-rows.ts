import Decimal from 'decimal.js';
import { exportUnitOf, inExportUnit, unitFactor, type ProductUnits } from '#app/modules/inventory/inventory-units';
import type { ItemCode } from './stock-export-settings.schema';
import { PLACES, type StockFileRow } from './stock-file';

/** One product of a count as the export reads it: its merged total over all sectors and what decides its line. */
export interface CountedProduct {
  productId: number;
  name: string;
  internalProductId: string | null;
  supplierProductId: string | null;
  ean: string | null;
  units: ProductUnits;
  /** The sum of its lines' merged quantities in count units; null when no line of it was counted. */
  total: string | null;
  /** Lines whose counts differ with nobody's decision yet. */
  conflicts: number;
  excludeFromStockExport: boolean;
  /** Its most recent delivery line up to the count's cut-off was excluded from stock at receiving. */
  excludedAtReceiving: boolean;
  /** The current purchase price per supplier unit and its discount in percent; null without a current price. */
  price: string | null;
  discount: string | null;
}

type LeftOutReason = 'excluded_product' | 'excluded_at_receiving' | 'not_counted';
type ProblemReason = 'export_unit' | 'price_unit' | 'no_price' | 'no_code' | 'conflict';

interface StockExportLine extends StockFileRow {
  productId: number;
}

export interface StockExportRows {
  lines: StockExportLine[];
  leftOut: { productId: number; name: string; reason: LeftOutReason }[];
  /** Each refuses the accounting file until it is fixed on the product (or the count). */
  problems: { productId: number; name: string; reason: ProblemReason; unit: string | null }[];
  totals: { lines: number; value: string };
}

const codeOf = (product: CountedProduct, itemCode: ItemCode) =>
  ({ internal: product.internalProductId, supplier: product.supplierProductId, ean: product.ean })[itemCode]?.trim() ||
  null;

/**
 * The stock export's rule (decision 035, "The stock export"): products flagged for no stock export, those whose last
 * delivery before the cut-off was excluded from stock, and those nobody counted are left out; the rest convert to
 * the export unit and are priced at the current purchase price (after discount) per export unit. Anything that
 * cannot be converted, priced or named is a problem, never a guess.
 */
export function stockExportRows(products: readonly CountedProduct[], itemCode: ItemCode): StockExportRows {
  const result: StockExportRows = { lines: [], leftOut: [], problems: [], totals: { lines: 0, value: '0.00' } };
  let totalValue = new Decimal(0);
  for (const product of products) {
    const { productId, name } = product;
    const leaveOut = (reason: LeftOutReason) => result.leftOut.push({ productId, name, reason });
    const problem = (reason: ProblemReason, unit: string | null = null) =>
      result.problems.push({ productId, name, reason, unit });
    if (product.excludeFromStockExport) {
      leaveOut('excluded_product');
      continue;
    }
    if (product.excludedAtReceiving) {
      leaveOut('excluded_at_receiving');
      continue;
    }
    if (product.conflicts > 0) {
      problem('conflict');
      continue;
    }
    if (product.total === null) {
      leaveOut('not_counted');
      continue;
    }
    const unit = exportUnitOf(product.units);
    const quantity = inExportUnit(product.units, product.total);
    const code = codeOf(product, itemCode);
    if (quantity === null) problem('export_unit', unit);
    if (!code) problem('no_code');
    const price = quantity === null ? null : unitPrice(product, unit);
    if (price === 'no_price') problem('no_price');
    else if (price === 'price_unit') problem('price_unit', product.units.supplierUnit);
    if (quantity === null || !code || price === null || price === 'no_price' || price === 'price_unit') continue;
    const value = new Decimal(quantity).times(price).toDecimalPlaces(PLACES.value, Decimal.ROUND_HALF_UP);
    totalValue = totalValue.plus(value);
    result.lines.push({
      productId,
      itemCode: code,
      name,
      ean: product.ean,
      quantity,
      unit,
      price: price.toFixed(PLACES.price),
      value: value.toFixed(PLACES.value),
    });
  }
  result.totals = { lines: result.lines.length, value: totalValue.toFixed(PLACES.value) };
  return result;
}

/**
 * The purchase price of one export unit: the price is per supplier unit (the ordering unit), so per count unit it
 * is price ÷ the supplier unit's factor, and per export unit that × the export unit's factor.
 */
function unitPrice(product: CountedProduct, exportUnit: string): Decimal | 'no_price' | 'price_unit' {
  if (product.price === null) return 'no_price';
  const priceFactor = unitFactor(product.units, product.units.supplierUnit);
  if (!priceFactor) return 'price_unit';
  const exportFactor = unitFactor(product.units, exportUnit) ?? new Decimal(1);
  const net = new Decimal(product.price).times(new Decimal(100).minus(product.discount ?? '0')).dividedBy(100);
  return net.dividedBy(priceFactor).times(exportFactor).toDecimalPlaces(PLACES.price, Decimal.ROUND_HALF_UP);
}
