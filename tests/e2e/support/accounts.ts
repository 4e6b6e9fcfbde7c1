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
  /** Orders on a phone (tests/e2e/phone): a cart of their own. */
  phoneOrderer: { email: 'phone.orderer@e2e.test', name: 'Petra', language: 'en' },
} as const;
