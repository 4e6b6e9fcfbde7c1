import { randomUUID } from 'node:crypto';
import type { FileStorage } from '#app/modules/files/file-storage';
import { prepareImage, type PreparedImage } from '#app/modules/files/images.server';
import type { OrderShop } from '#app/modules/ordering/orders.repo.server';

const PREFIX = 'data:image/png;base64,';

/** The driver's signature from the page (a PNG data URL), checked and re-encoded; null when it is no image. */
export async function prepareSignature(dataUrl: string): Promise<Extract<PreparedImage, { ok: true }> | null> {
  if (!dataUrl.startsWith(PREFIX)) return null;
  const prepared = await prepareImage(Buffer.from(dataUrl.slice(PREFIX.length), 'base64'), 'signature');
  return prepared.ok ? prepared : null;
}

/** Where a note's file lives (docs/decisions/029): receiving/<company>/<shop>/note-<id>-<what>-<random>.<ext>. */
export function receivingFileKey(shop: OrderShop, noteId: number, what: 'signature' | 'photo', ext: 'png' | 'jpg') {
  return `receiving/${shop.companyId}/${shop.shopId}/note-${noteId}-${what}-${randomUUID()}.${ext}`;
}

export async function storeSignature(
  storage: FileStorage,
  shop: OrderShop,
  noteId: number,
  image: Extract<PreparedImage, { ok: true }>,
): Promise<string> {
  const key = receivingFileKey(shop, noteId, 'signature', 'png');
  await storage.put(key, image.body, image.contentType);
  return key;
}
