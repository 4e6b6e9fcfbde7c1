import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getConfig } from '#app/config.server';
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
 * An uploaded import file, kept between the steps (map columns, preview, import) in DATA_DIR/imports. The file name
 * holds the shop, the user and a random token, so a token only opens the file for the user who uploaded it, in
 * that shop. Files are removed after the import and, at the latest, a day later.
 */

type Uploader = Pick<ShopScope, 'shopId' | 'actor'>;

const TOKEN = /^[0-9a-f]{32}$/;
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

const importUploadDir = () => path.join(getConfig().dataDir, 'imports');

const fileOf = (dir: string, target: Uploader, token: string) =>
  path.join(dir, `${target.shopId}-${target.actor.userId}-${token}`);

async function removeStale(dir: string, now: number): Promise<void> {
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && now - info.mtimeMs > MAX_AGE_MS) await rm(file, { force: true });
  }
}

export async function storeUpload(target: Uploader, content: Buffer, dir = importUploadDir()): Promise<string> {
  await mkdir(dir, { recursive: true });
  await removeStale(dir, Date.now());
  const token = randomBytes(16).toString('hex');
  await writeFile(fileOf(dir, target, token), content);
  return token;
}

/** The caller's upload, or null: an unknown, malformed, expired or someone else's token. */
export async function readUpload(
  target: Uploader,
  token: string | null,
  dir = importUploadDir(),
): Promise<Buffer | null> {
  if (!token || !TOKEN.test(token)) return null;
  return readFile(fileOf(dir, target, token)).catch(() => null);
}

export async function deleteUpload(target: Uploader, token: string, dir = importUploadDir()): Promise<void> {
  if (TOKEN.test(token)) await rm(fileOf(dir, target, token), { force: true });
}
