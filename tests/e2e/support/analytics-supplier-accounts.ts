/**
 * The supplier detail of the analytics (analytics-supplier-seed.ts): a shop of its own company with an English and a
 * Slovenian admin, and one supplier delivering in this month and three earlier ones.
 */
export const ANALYTICS_SUPPLIER = {
  company: 'Analitika Celje d.o.o.',
  shop: 'Celje Analytics Kitchen',
  admin: 'analytics.supplier@e2e.test',
  adminSi: 'analytics.supplier.si@e2e.test',
  supplier: 'E2E Ribarnica Celje d.o.o.',
  /** Months back from this one with deliveries, and how many each. */
  months: { 0: 2, 1: 1, 2: 1, 4: 1 } as Record<number, number>,
} as const;
