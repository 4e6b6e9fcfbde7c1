export const PASSWORD = 'Demo-1234!';

/** Demo accounts of the README. */
export const DEMO = {
  super: 'super@demo.test',
  admin: 'admin@demo.test',
  manager: 'manager@demo.test',
  staff: 'staff@demo.test',
  adminSi: 'admin.si@demo.test',
  adriatic: 'admin@adriatic.test',
} as const;

/** Accounts created only for the end-to-end run, one per test that changes them. */
export const E2E_USERS = {
  reset: { email: 'reset@e2e.test', name: 'Rea', language: 'en' },
  changePassword: { email: 'change@e2e.test', name: 'Cene', language: 'en' },
  profile: { email: 'profile@e2e.test', name: 'Pia', language: 'en' },
  logout: { email: 'logout@e2e.test', name: 'Lojze', language: 'en' },
  managed: { email: 'managed@e2e.test', name: 'Urša', language: 'en' },
  deletable: { email: 'deletable@e2e.test', name: 'Dušan', language: 'en' },
  /** Each has a cart of their own: carts are per user, so ordering journeys cannot mix. */
  orderer: { email: 'orderer@e2e.test', name: 'Olivera', language: 'en' },
  ordererSmtp: { email: 'orderer.smtp@e2e.test', name: 'Oskar', language: 'en' },
  /** A second operator, for tests that change the operator's own settings (language). */
  operator: { email: 'operator@e2e.test', name: 'Olga', language: 'en', role: 1 },
  /** Imports a thousand products: into Bled Bistro, whose catalog no other journey counts. */
  importer: { email: 'importer@e2e.test', name: 'Ida', language: 'en', shop: 'Bled Bistro' },
  /** Accounts: whose e-mail an admin changes; made staff who may import but not create orders; locked out. */
  emailChanged: { email: 'vida.old@e2e.test', name: 'Vida', language: 'si' },
  importOnly: { email: 'import.only@e2e.test', name: 'Ivo', language: 'en' },
  lockedOut: { email: 'locked.out@e2e.test', name: 'Lara', language: 'en' },
  /** The cart sent as it stands: one typing then pressing Send, one reloading mid-way. */
  ordererTyped: { email: 'orderer.typed@e2e.test', name: 'Tina', language: 'en' },
  ordererReload: { email: 'orderer.reload@e2e.test', name: 'Rok', language: 'en' },
  ordererNoScript: { email: 'orderer.noscript@e2e.test', name: 'Nace', language: 'en' },
  /** Carts for approval: staff who may fill a cart but not send it, and an admin of the same shop, per journey and shop. */
  cartStaff: {
    email: 'cart.staff@e2e.test',
    name: 'Stane',
    language: 'en',
    role: 4,
    permissions: ['cart:use', 'orders:view'],
  },
  approver: { email: 'approver@e2e.test', name: 'Ana', language: 'en' },
  cartStaffReturned: {
    email: 'cart.staff.returned@e2e.test',
    name: 'Sonja',
    language: 'en',
    role: 4,
    permissions: ['cart:use', 'orders:view'],
    shop: 'Bled Bistro',
  },
  approverReturns: { email: 'approver.returns@e2e.test', name: 'Bine', language: 'en', shop: 'Bled Bistro' },
  cartStaffPhone: {
    email: 'cart.staff.phone@e2e.test',
    name: 'Fani',
    language: 'en',
    role: 4,
    permissions: ['cart:use', 'orders:view'],
    shop: 'Portorož Beach Bar',
  },
  approverPhone: { email: 'approver.phone@e2e.test', name: 'Pavel', language: 'en', shop: 'Portorož Beach Bar' },
  /** Staff (role 4) of Hotel Bled Kitchen with only these permissions: no orders, no cart (forbidden.spec.ts). */
  noOrders: { email: 'no-orders@e2e.test', name: 'Nina', language: 'en', permissions: ['deliveries:view'] },
  /** Orders on a phone (tests/e2e/phone): a cart of their own. */
  phoneOrderer: { email: 'phone.orderer@e2e.test', name: 'Petra', language: 'en' },
  /** Scans on the new-order page (ordering.spec.ts, tests/e2e/phone/scanning.spec.ts): carts of their own. */
  ordererScanner: { email: 'orderer.scanner@e2e.test', name: 'Sara', language: 'en' },
  phoneScanner: { email: 'phone.scanner@e2e.test', name: 'Simon', language: 'en' },
  /** Receive deliveries on a phone (tests/e2e/phone/receiving.spec.ts): each orders first, so each has its own cart. */
  receiver: { email: 'receiver@e2e.test', name: 'Rebeka', language: 'en' },
  receiverBreach: { email: 'receiver.breach@e2e.test', name: 'Teo', language: 'en' },
  receiverPhoto: { email: 'receiver.photo@e2e.test', name: 'Fredi', language: 'en' },
  receiverReload: { email: 'receiver.reload@e2e.test', name: 'Lea', language: 'en' },
  receiverRace: { email: 'receiver.race@e2e.test', name: 'Rado', language: 'en' },
  receiverTwice: { email: 'receiver.twice@e2e.test', name: 'Dani', language: 'en' },
  receiverScan: { email: 'receiver.scan@e2e.test', name: 'Skender', language: 'en' },
  receiverCamera: { email: 'receiver.camera@e2e.test', name: 'Klara', language: 'en' },
  /** Receives with faults, sends the drafted reclamation and settles it with a credit note (phone/reclamation-loop.spec.ts). */
  receiverReclamation: { email: 'receiver.reclamation@e2e.test', name: 'Reza', language: 'en' },
  /** Two people receiving one order at once. */
  receiverFirst: { email: 'receiver.first@e2e.test', name: 'Prvi', language: 'en' },
  receiverSecond: { email: 'receiver.second@e2e.test', name: 'Drugi', language: 'en' },
  /** Receives the demo's expected advance ship notice of Hotel Bled Kitchen on a phone (phone/asn-receiving.spec.ts). */
  receiverAsn: { email: 'receiver.asn@e2e.test', name: 'Asja', language: 'en' },
} as const;

/**
 * The receiving lists' journeys work in a shop of their own (Umag Lists Kitchen, made by receiving-lists-seed.ts):
 * its admin, and staff who may see delivery notes and backorders but neither receive nor change a backorder.
 */
export const RECEIVING_LISTS = {
  shop: 'Umag Lists Kitchen',
  admin: 'lists.admin@e2e.test',
  viewer: 'lists.viewer@e2e.test',
  /** The admin's own delivery numbers, so the lists' journeys find their notes among any others. */
  numberPrefix: 'E2E-DN-',
  fishSupplier: 'E2E Ribe Umag d.o.o.',
  bakerySupplier: 'E2E Pekarna Umag d.o.o.',
  product: 'E2E Brancin',
} as const;

/** A shop with more orders due today than the delivery notes page lists (EXPECTED_SHOWN), made by busy-day-seed.ts. */
export const BUSY_DAY = {
  shop: 'Umag Busy Kitchen',
  admin: 'busy.admin@e2e.test',
  supplier: 'E2E Mesnica Umag d.o.o.',
  /** Orders due today: more than the page lists. */
  dueToday: 22,
} as const;

/**
 * The ASN import journeys work in a shop of their own (Ljubljana ASN Kitchen, made by asn-import-seed.ts) whose
 * supplier, products and first order are those of the sample messages in tests/fixtures/asn (GLN 3830000000017,
 * order 1), so the samples import as a supplier would send them.
 */
export const ASN_IMPORT = {
  shop: 'Ljubljana ASN Kitchen',
  admin: 'asn.admin@e2e.test',
  /** The same shop's admin who reads Slovenian. */
  adminSi: 'asn.admin.si@e2e.test',
  supplier: 'E2E Mlekarna Vzorec d.o.o.',
} as const;

/** A second shop like ASN_IMPORT's, whose admin imports a DESADV and receives against it on a phone. */
export const ASN_RECEIVE = {
  shop: 'Ljubljana ASN Pantry',
  admin: 'asn.receive@e2e.test',
  supplier: 'E2E Mlekarna Vzorec (pantry) d.o.o.',
} as const;

/**
 * The receiving records' journeys (tests/e2e/phone/receiving-records.spec.ts) in a shop and company of their own
 * (receiving-records-seed.ts): a fish supplier whose MSC certificate has expired, an MSC product and shopping bags
 * flagged "exclude from stock export", both on an order expected today.
 */
export const RECEIVING_RECORDS = {
  shop: 'Piran Records Kitchen',
  admin: 'records.admin@e2e.test',
  supplier: 'E2E Ribe Piran d.o.o.',
  mscNumber: 'MSC-C-52341',
  mscExpired: '2025-06-30',
  fish: 'E2E Oslič file MSC',
  bread: 'E2E Kruh za osebje',
  bags: 'E2E Vrečke',
} as const;

/**
 * The comparison journeys work in a shop of their own (Koper Comparison Kitchen, made by comparison-seed.ts): a
 * signed-off note of this month short on yoghurt whose invoice bills the ordered quantity and a credit note the
 * shortage (zero difference), the butter billed one more than delivered (a difference), a note without documents,
 * and an invoice line that matches no delivery.
 */
export const COMPARISON = {
  shop: 'Koper Comparison Kitchen',
  admin: 'comparison.admin@e2e.test',
  dairy: 'E2E Mlekarna Koper d.o.o.',
  bakery: 'E2E Pekarna Koper d.o.o.',
  yoghurt: 'E2E Jogurt',
  butter: 'E2E Maslo',
  roll: 'E2E Žemlja',
  unmatchedItem: 'E2E-X-404',
} as const;

/** The supplier's answer journey: a shop of its own company with a reclamation sent to its supplier. */
export const RECLAMATION_ANSWER = {
  shop: 'Koper Answer Kitchen',
  /** The shop's admin, who gets item e-mails. */
  admin: 'answer.admin@e2e.test',
  supplier: 'E2E Ribarnica Koper d.o.o.',
  /** Where the seed writes the answer links it issued, within E2E_DIR. */
  linksFile: 'reclamation-answer-links.json',
} as const;

/**
 * The record pages' journeys (risk items, excluded from stock, ASC/MSC) work in a shop of their own, made by
 * delivery-records-seed.ts in a company of its own.
 */
export const DELIVERY_RECORDS = {
  shop: 'Izola Records Kitchen',
  admin: 'delivery.records@e2e.test',
  fishSupplier: 'E2E Ribe Izola d.o.o.',
  dairySupplier: 'E2E Mlekarna Izola d.o.o.',
  breachProduct: 'E2E Piščančji file',
  riskyProduct: 'E2E Jajca',
  mscProduct: 'E2E Kozice MSC',
  ascProduct: 'E2E Brancin ASC',
  flaggedProduct: 'E2E Detergent',
  staffMealProduct: 'E2E Krompir',
} as const;

/**
 * The credit notes' journeys (credit-notes-seed.ts): a shop of its own company with a short delivery and an answered
 * reclamation of it, a staff user without deliveries:credit_notes, and a second shop whose document must stay hidden.
 */
export const CREDIT_NOTES = {
  company: 'Dobropisi Vzorec d.o.o.',
  shop: 'Celje Credit Kitchen',
  otherShop: 'Celje Other Kitchen',
  admin: 'credit.admin@e2e.test',
  /** An admin of the same shop who speaks Slovenian: the phone entry journey. */
  entry: 'credit.vnos@e2e.test',
  /** Staff with deliveries:view and deliveries:receive only. */
  staff: 'credit.staff@e2e.test',
  dairy: 'E2E Mlekarna Celje d.o.o.',
  bakery: 'E2E Pekarna Celje d.o.o.',
  yoghurtCode: 'JO-7',
  butterCode: 'MA-7',
  deliveryNumber: 'E2E-CE-1',
  /** Where the seed writes the answered reclamation's id and the other shop's document id, within E2E_DIR. */
  idsFile: 'credit-notes-ids.json',
} as const;

/**
 * The stock export's phone journey (inventory-export-seed.ts): a shop of its own company exporting to Minimax, with
 * a finished count over two sectors and no export settings saved yet.
 */
export const INVENTORY_EXPORT = {
  company: 'Popis Izvoz Kranj d.o.o.',
  shop: 'Kranj Stock Export Kitchen',
  admin: 'inventory.export@e2e.test',
  supplier: 'E2E Pivovarna Kranj d.o.o.',
  count: 'E2E Popis november',
  beer: 'E2E Pivo Laško',
  cheese: 'E2E Sir Tolminc',
  flagged: 'E2E Čistilo',
  department: 'Šank',
  subDepartment: 'Hladilnik',
  sectors: ['Polica A', 'Polica B'],
  /** Where the seed writes the count's id, within E2E_DIR. */
  idsFile: 'inventory-export-ids.json',
} as const;

/** The whole stock count on phones: add, two people counting at once, finish, the Pantheon file. */
export const STOCK_COUNT_JOURNEY = {
  company: 'Popis Koper d.o.o.',
  shop: 'Koper Journey Bar',
  admin: 'journey.eva@e2e.test',
  counter: 'journey.luka@e2e.test',
  supplier: 'E2E Pijače Koper d.o.o.',
  beer: { name: 'E2E Pivo Union', ean: '4006381333931', code: 'E2E-KP-1' },
  water: { name: 'E2E Voda Radenska', code: 'E2E-KP-2' },
  department: 'E2E Šank',
  subDepartment: 'E2E Točilnica',
  fridge: 'E2E Hladilnik pijač',
  storeroom: 'E2E Skladišče pijač',
} as const;

/**
 * The analytics journeys (analytics-seed.ts): a company of its own with two shops; in the first, two suppliers whose
 * deliveries were signed off through the real sign-off this month (dairy: one OK, one short; bakery: one OK) and last
 * month (two OK each); in the second, one bakery delivery this month. An admin for the English journeys, one for the
 * Slovenian, staff without analytics:view and a company manager.
 */
export const ANALYTICS = {
  company: 'Analitika Celje d.o.o.',
  shop: 'Celje Analytics Kitchen',
  secondShop: 'Celje Analytics Bistro',
  admin: 'analytics.admin@e2e.test',
  adminSl: 'analytics.admin.sl@e2e.test',
  staff: 'analytics.staff@e2e.test',
  manager: 'analytics.manager@e2e.test',
  dairy: 'E2E Mlekarna Celje d.o.o.',
  bakery: 'E2E Pekarna Celje d.o.o.',
} as const;
