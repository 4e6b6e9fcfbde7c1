import type { Route } from './+types/note-photos';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { MAX_IMAGE_BYTES } from '#app/modules/files/images.server';
import { getFileStorage } from '#app/modules/files/storage.server';
import { bodyTooLarge, readPostedFile } from '#app/modules/products/import-upload.server';
import { addPhoto } from '#app/modules/receiving/photos.service.server';
import { PhotoUploadSchema } from '#app/modules/receiving/receiving-requests.schema';
import { parseId, refused } from '#app/utils/params';

/** A photo of the delivery or of one line (multipart: `file`, optional `lineUid`), from the camera or a file. */
export async function action({ request, params, context }: Route.ActionArgs) {
  requirePermission(context, 'deliveries:receive');
  const { shop } = requireShop(context);
  const noteId = parseId(params.noteId);
  if (bodyTooLarge(request.headers.get('content-length'), MAX_IMAGE_BYTES))
    return Response.json({ ok: false, reason: 'too_large' }, { status: 400 });
  const formData = await request.formData().catch(() => null);
  const fields = PhotoUploadSchema.safeParse({ lineUid: formData?.get('lineUid') || null });
  const file = await readPostedFile(formData?.get('file') ?? null, MAX_IMAGE_BYTES);
  if (!fields.success) return Response.json({ ok: false, reason: 'malformed' }, { status: 400 });
  if (!file.ok) return Response.json({ ok: false, reason: file.reason }, { status: 400 });
  const storage = getFileStorage();
  const result = await addPhoto(context.get(requestContext).db, storage, shop, noteId, {
    lineUid: fields.data.lineUid,
    bytes: file.content,
  });
  if (result.ok) return Response.json(result, { status: 201 });
  if (result.reason === 'forbidden' || result.reason === 'not_found') return refused(result.reason);
  return Response.json(result, { status: result.reason === 'signed_off' ? 409 : 400 });
}
