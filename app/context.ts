import type { Logger } from 'pino';
import type { Database } from '#app/db/client.server';
import { createContext } from 'react-router';
import type { Language } from '#app/utils/language';
import type { Scope, UserRecord } from '#app/modules/auth/user-record';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';

export interface RequestInfo {
  requestId: string;
  log: Logger;
  ip: string | null;
  nonce: string;
  /** Routes hand this to module functions; they never build queries themselves. */
  db: Database;
}

export interface AuthState {
  user: UserRecord;
  scope: Scope;
  sessionId: number;
  token: string;
}

/** Set by the Express adapter for every request. */
export const requestContext = createContext<RequestInfo>();
/** Set by the session middleware; null when nobody is logged in. */
export const authContext = createContext<AuthState | null>(null);
export const languageContext = createContext<Language>('en');

/** The shop the page works in and where its pages live ('/admin', or the operator's '/super/companies/…/{shopId}'). */
export interface ShopContext {
  shop: ShopScope;
  basePath: string;
}

/** Set by the shop-scope middleware of the admin layout and of the operator's shop layout; null without a shop. */
export const shopContext = createContext<ShopContext | null>(null);
