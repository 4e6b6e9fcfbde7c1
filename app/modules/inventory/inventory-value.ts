import Decimal from 'decimal.js';
import { unitFactor, type ProductUnits } from './inventory-units';

/** A product's current purchase price: the price per supplier unit and its discount in percent. */
export interface CurrentPrice {
  price: string;
  discount: string;
}

/**
 * A line's value at the current purchase price (decision 035, "A count's life"): the merged total in count units
 * converted into the supplier's unit (the unit the price is for) times the price less its discount, to the cent.
 * Null when nothing is counted yet, the product has no current price, or its supplier unit cannot be converted.
 * `lineValueSql` in inventory-value.server.ts is the same rule for totals.
 */
export function lineValue(product: ProductUnits, total: string | null, price: CurrentPrice | null): string | null {
  if (total === null || price === null) return null;
  const factor = unitFactor(product, product.supplierUnit);
  if (!factor || factor.isZero()) return null;
  const net = new Decimal(price.price).times(new Decimal(100).minus(price.discount)).dividedBy(100);
  return new Decimal(total).dividedBy(factor).times(net).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}
