import type { Route } from './+types/note-photo';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { getFileStorage } from '#app/modules/files/storage.server';
import { deletePhoto, readPhoto } from '#app/modules/receiving/photos.service.server';
import { notFound, parseId, refused } from '#app/utils/params';
import { imageResponse } from './image-response.server';

/** A photo of the note, only to users of the note's shop. */
export async function loader({ params, context }: Route.LoaderArgs) {
  requirePermission(context, 'deliveries:view');
  const { shop } = requireShop(context);
  const photo = await readPhoto(
    context.get(requestContext).db,
    getFileStorage(),
    shop,
    parseId(params.noteId),
    parseId(params.photoId),
  );
  return photo ? imageResponse(photo) : notFound();
}

/** Deletes the photo (POST, from the receiving screen while the note is a draft). */
export async function action({ params, context }: Route.ActionArgs) {
  requirePermission(context, 'deliveries:receive');
  const { shop } = requireShop(context);
  const result = await deletePhoto(
    context.get(requestContext).db,
    getFileStorage(),
    shop,
    parseId(params.noteId),
    parseId(params.photoId),
  );
  if (result.ok) return Response.json(result);
  if (result.reason === 'forbidden' || result.reason === 'not_found') return refused(result.reason);
  return Response.json(result, { status: 409 });
}
