import type { Route } from './+types/note-signature';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { getFileStorage } from '#app/modules/files/storage.server';
import { readSignature } from '#app/modules/receiving/photos.service.server';
import { notFound, parseId } from '#app/utils/params';
import { imageResponse } from './image-response.server';

/** The driver's signature of a signed-off note, only to users of the note's shop. */
export async function loader({ params, context }: Route.LoaderArgs) {
  requirePermission(context, 'deliveries:view');
  const { shop } = requireShop(context);
  const image = await readSignature(context.get(requestContext).db, getFileStorage(), shop, parseId(params.noteId));
  return image ? imageResponse(image) : notFound();
}
