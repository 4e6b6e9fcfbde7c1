import type { Route } from './+types/photo';
import { requestContext } from '#app/context';
import { getFileStorage } from '#app/modules/files/storage.server';
import { readAnswerPhoto } from '#app/modules/reclamations/supplier-answer.repo.server';
import { notFound, parseId } from '#app/utils/params';
import { imageResponse } from '../admin/deliveries/image-response.server';

/** A photo of the reclamation's delivery, through the answer link only (no login). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const photoId = parseId(params.photoId);
  if (params.token.length > 400) notFound();
  const photo = await readAnswerPhoto(context.get(requestContext).db, getFileStorage(), params.token, photoId);
  return photo ? imageResponse(photo) : notFound();
}
