import type { TemperatureRegime } from '#app/db/schema/catalog';

/*
 * The product list's choices, apart from the schemas: the list page imports only these, so its browser bundle does not
 * carry zod, decimal.js and the organisation schemas (decision 037, "First load").
 */

/** The table's list, repeated so the browser bundle does not pull in the database schema; the type keeps them equal. */
export const TEMPERATURE_REGIMES = ['chilled', 'frozen', 'room'] as const satisfies readonly TemperatureRegime[];

export const PRODUCT_STATUSES = ['active', 'inactive', 'deleted', 'all'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const PRODUCT_SORTS = ['name', 'supplier', 'price', 'price_desc', 'updated'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_FLAGS = ['alcohol', 'weighted', 'risky'] as const;
export type ProductFlag = (typeof PRODUCT_FLAGS)[number];
