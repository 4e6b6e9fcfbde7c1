import type { Route } from './+types/note-sign-off';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { getFileStorage } from '#app/modules/files/storage.server';
import { SignOffSchema } from '#app/modules/receiving/receipt.schema';
import { readPayload } from './payload.server';
import { signOff } from '#app/modules/receiving/sign-off.service.server';
import { parseId, refused } from '#app/utils/params';

/**
 * Sign-off (JSON in a form field): the last draft, the driver's signature and the key that makes a retry record once. A refusal says
 * why: what still blocks it (400 with the problems per line), or another sign-off of the order first (409).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  requirePermission(context, 'deliveries:receive');
  const { shop } = requireShop(context);
  const noteId = parseId(params.noteId);
  const parsed = SignOffSchema.safeParse(await readPayload(request));
  if (!parsed.success) return Response.json({ ok: false, reason: 'malformed' }, { status: 400 });
  const result = await signOff(context.get(requestContext).db, shop, noteId, parsed.data, getFileStorage());
  if (result.ok) return Response.json(result);
  if (result.reason === 'forbidden' || result.reason === 'not_found') return refused(result.reason);
  const status = result.reason === 'invalid' || result.reason === 'bad_signature' ? 400 : 409;
  return Response.json(result, { status });
}
