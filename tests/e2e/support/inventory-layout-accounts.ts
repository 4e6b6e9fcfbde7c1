/**
 * The shop layout's journeys (inventory-layout-seed.ts): two shops of one company, each with its own admin, so the
 * desktop journey (which builds a layout from nothing) and the phone journey (which orders a seeded sector) never
 * see each other's changes.
 */
export const INVENTORY_LAYOUT = {
  company: 'Postavitev Vzorec d.o.o.',
  deskShop: 'Layout Desk Kitchen',
  deskAdmin: 'layout.desk@e2e.test',
  phoneShop: 'Layout Phone Bistro',
  phoneAdmin: 'layout.phone@e2e.test',
  supplier: 'E2E Dobavitelj Postavitev d.o.o.',
  milk: 'E2E Mleko Postavitev',
  milkEan: '3830000000017',
  butter: 'E2E Maslo Postavitev',
  beer: 'E2E Pivo Postavitev',
  beerCode: 'PIV-77',
  phoneDepartment: 'Točilnica',
  phoneSector: 'Hladilnik pri šanku',
  phoneProducts: ['E2E Sok jabolko', 'E2E Sok pomaranča', 'E2E Voda mineralna'],
} as const;
