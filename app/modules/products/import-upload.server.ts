import { randomBytes } from 'node:crypto';
import type { FileStorage } from '#app/modules/files/file-storage';
import { getFileStorage } from '#app/modules/files/storage.server';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';

/** Bytes a multipart body may carry beyond its file (the boundaries and other fields) before it is refused unread. */
const FORM_OVERHEAD = 64 * 1024;

/** Whether a request body's announced length is already too much for a file of at most `maxBytes`. */
export const bodyTooLarge = (contentLength: string | null, maxBytes: number) =>
  Number(contentLength ?? 0) > maxBytes + FORM_OVERHEAD;

/** The posted file field's content, or why there is none to read: missing or empty, or larger than `maxBytes`. */
export async function readPostedFile(
  entry: FormDataEntryValue | null,
  maxBytes: number,
): Promise<{ ok: true; content: Buffer } | { ok: false; reason: 'no_file' | 'too_large' }> {
  if (!(entry instanceof File) || entry.size === 0) return { ok: false, reason: 'no_file' };
  if (entry.size > maxBytes) return { ok: false, reason: 'too_large' };
  return { ok: true, content: Buffer.from(await entry.arrayBuffer()) };
}

/**
 * An uploaded import file, kept between the steps (map columns, preview, import) in the file storage under
 * `imports/` (docs/decisions/029), so any server node can take the next step. The key holds the shop, the user and a
 * random token, so a token only opens the file for the user who uploaded it, in that shop. Files are removed after
 * the import and, at the latest, a day later.
 */

type Uploader = Pick<ShopScope, 'shopId' | 'actor'>;

const TOKEN = /^[0-9a-f]{32}$/;
const MAX_AGE_MS = 24 * 60 * 60 * 1000;
const PREFIX = 'imports/';

const keyOf = (target: Uploader, token: string) => `${PREFIX}${target.shopId}-${target.actor.userId}-${token}`;

export async function storeUpload(
  target: Uploader,
  content: Buffer,
  storage: FileStorage = getFileStorage(),
): Promise<string> {
  await storage.deleteOlderThan(PREFIX, new Date(Date.now() - MAX_AGE_MS));
  const token = randomBytes(16).toString('hex');
  await storage.put(keyOf(target, token), content, 'application/octet-stream');
  return token;
}

/** The caller's upload, or null: an unknown, malformed, expired or someone else's token. */
export async function readUpload(
  target: Uploader,
  token: string | null,
  storage: FileStorage = getFileStorage(),
): Promise<Buffer | null> {
  if (!token || !TOKEN.test(token)) return null;
  return (await storage.get(keyOf(target, token)))?.body ?? null;
}

export async function deleteUpload(target: Uploader, token: string, storage: FileStorage = getFileStorage()) {
  if (TOKEN.test(token)) await storage.delete(keyOf(target, token));
}
