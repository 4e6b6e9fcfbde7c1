/** The stock count lifecycle's journeys (inventory-counts-seed.ts): a shop of its own company with a layout and counts. */
export const INVENTORY_COUNTS = {
  shop: 'E2E Counts Kitchen',
  admin: 'inventory.counts@e2e.test',
  kitchen: 'E2E Kuhinja',
  bar: 'E2E Šank',
  shelfProduct: 'E2E Moka T-400',
  fridgeProduct: 'E2E Mleko 3,5 %',
  barProduct: 'E2E Tonik 0,2 l',
  finished: 'E2E Oktobrska inventura',
  inProgress: 'E2E Novembrska inventura',
  lateDelivery: 'E2E-LATE-1',
} as const;
