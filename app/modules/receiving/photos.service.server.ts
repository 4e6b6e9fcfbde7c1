import type { Database } from '#app/db/client.server';
import type { FileStorage } from '#app/modules/files/file-storage';
import { prepareImage, type PreparedImage } from '#app/modules/files/images.server';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import { countPhotos, deletePhotoRows, getNote, getPhoto, insertPhoto, lockNote } from './delivery-notes.repo.server';
import { RECEIPT_LIMITS, type ReceiptDraft } from './receipt.schema';
import { receivingFileKey } from './signature.server';

/**
 * Photos of a delivery's errors (docs/decisions/029): taken while receiving, on a draft only, for one line or the
 * whole delivery, at most RECEIPT_LIMITS.photosPerNote. The image is checked, re-encoded and kept in file storage; the
 * row says whose it is, so reads go by the note of the caller's shop, never by the key.
 */

type ImageProblem = Extract<PreparedImage, { ok: false }>['reason'];
interface Photo {
  id: number;
  lineUid: string | null;
  width: number;
  height: number;
}

export type AddPhotoResult =
  | { ok: true; photo: Photo }
  | { ok: false; reason: 'forbidden' | 'not_found' | 'signed_off' | 'too_many' | ImageProblem };

export async function addPhoto(
  db: Database,
  storage: FileStorage,
  shop: ShopScope,
  noteId: number,
  upload: { lineUid: string | null; bytes: Buffer },
): Promise<AddPhotoResult> {
  if (!mayInShop(shop, 'deliveries:receive') || shop.shopDeleted) return { ok: false, reason: 'forbidden' };
  const before = await getNote(db, shop, noteId);
  if (!before) return { ok: false, reason: 'not_found' };
  if (before.state !== 'draft') return { ok: false, reason: 'signed_off' };
  const image = await prepareImage(upload.bytes, 'photo');
  if (!image.ok) return image;
  return db.transaction(async (tx): Promise<AddPhotoResult> => {
    const note = await lockNote(tx, shop, noteId);
    if (!note) return { ok: false, reason: 'not_found' };
    if (note.state !== 'draft') return { ok: false, reason: 'signed_off' };
    const uids = (note.draft as ReceiptDraft).lines.map((line) => line.uid);
    if (upload.lineUid !== null && !uids.includes(upload.lineUid)) return { ok: false, reason: 'not_found' };
    if ((await countPhotos(tx, shop, noteId)) >= RECEIPT_LIMITS.photosPerNote) return { ok: false, reason: 'too_many' };
    const fileKey = receivingFileKey(shop, noteId, 'photo', 'jpg');
    await storage.put(fileKey, image.body, image.contentType);
    const row = await insertPhoto(tx, shop, noteId, {
      lineUid: upload.lineUid,
      fileKey,
      contentType: image.contentType,
      width: image.width,
      height: image.height,
      createdByUserId: shop.actor.userId,
    });
    return { ok: true, photo: { id: row.id, lineUid: row.lineUid, width: row.width, height: row.height } };
  });
}

/** Removes a photo of a draft, its file too. */
export async function deletePhoto(
  db: Database,
  storage: FileStorage,
  shop: ShopScope,
  noteId: number,
  photoId: number,
): Promise<{ ok: true } | { ok: false; reason: 'forbidden' | 'not_found' | 'signed_off' }> {
  if (!mayInShop(shop, 'deliveries:receive')) return { ok: false, reason: 'forbidden' };
  const removed = await db.transaction(async (tx) => {
    const note = await lockNote(tx, shop, noteId);
    if (!note) return 'not_found' as const;
    if (note.state !== 'draft') return 'signed_off' as const;
    const photo = await getPhoto(tx, shop, noteId, photoId);
    if (!photo) return 'not_found' as const;
    await deletePhotoRows(tx, shop, noteId, [photo.id]);
    return photo;
  });
  if (typeof removed === 'string') return { ok: false, reason: removed };
  await storage.delete(removed.fileKey);
  return { ok: true };
}

interface Image {
  contentType: string;
  body: Buffer;
}

export async function readPhoto(
  db: Database,
  storage: FileStorage,
  shop: ShopScope,
  noteId: number,
  photoId: number,
): Promise<Image | null> {
  if (!mayInShop(shop, 'deliveries:view')) return null;
  const photo = await getPhoto(db, shop, noteId, photoId);
  return photo && storage.get(photo.fileKey);
}

/** The driver's signature of a signed-off note. */
export async function readSignature(
  db: Database,
  storage: FileStorage,
  shop: ShopScope,
  noteId: number,
): Promise<Image | null> {
  if (!mayInShop(shop, 'deliveries:view')) return null;
  const note = await getNote(db, shop, noteId);
  return note?.signatureKey ? storage.get(note.signatureKey) : null;
}
