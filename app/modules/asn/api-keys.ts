/**
 * The API keys a shop gives its suppliers' systems for `POST /backend/asn` (docs/decisions/033-advance-ship-notices.md,
 * "API"): `pvz_` and the base64url of 32 random bytes. Only the key's SHA-256 is stored; its first characters
 * (`prefix`) are kept in clear so the shop can tell its keys apart. These are the pure rules of the key's shape.
 */

export const API_KEY_PREFIX = 'pvz_';
/** `pvz_` + 43 base64url characters (32 bytes without padding). */
const KEY_PATTERN = /^pvz_[A-Za-z0-9_-]{43}$/;
/** How many of the key's characters are shown in the list: `pvz_` and 8 more, never enough to guess the rest. */
const SHOWN_CHARACTERS = 12;

/** Whether a presented key has the shape of one of ours (anything else is refused without a lookup). */
export function isWellFormedApiKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** The part of a key the list shows. */
export function apiKeyPrefix(key: string): string {
  return key.slice(0, SHOWN_CHARACTERS);
}

/**
 * The key a request presents, from `Authorization: Bearer <key>` or `X-Api-Key: <key>`; null when it presents none.
 * Both given and different: the request is ambiguous and presents no valid key (an empty string, which fails the
 * shape check).
 */
export function presentedApiKey(authorization: string | null, xApiKey: string | null): string | null {
  const bearer = authorization === null ? null : /^\s*Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
  const header = xApiKey?.trim() || null;
  if (authorization !== null && bearer === undefined && header === null) return '';
  if (bearer && header && bearer !== header) return '';
  return bearer ?? header;
}
