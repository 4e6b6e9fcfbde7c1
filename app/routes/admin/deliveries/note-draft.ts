import type { Route } from './+types/note-draft';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { SaveDraftSchema } from '#app/modules/receiving/receipt.schema';
import { readPayload } from './payload.server';
import { saveDraft } from '#app/modules/receiving/save-draft.service.server';
import { parseId, refused } from '#app/utils/params';

/** The receiving screen's autosave (JSON in a form field): the draft as it stands and the version the screen last saw. */
export async function action({ request, params, context }: Route.ActionArgs) {
  requirePermission(context, 'deliveries:receive');
  const { shop } = requireShop(context);
  const noteId = parseId(params.noteId);
  const parsed = SaveDraftSchema.safeParse(await readPayload(request));
  if (!parsed.success) return Response.json({ ok: false, reason: 'invalid' }, { status: 400 });
  const result = await saveDraft(context.get(requestContext).db, shop, noteId, parsed.data);
  if (result.ok) return Response.json(result);
  if (result.reason === 'forbidden' || result.reason === 'not_found') return refused(result.reason);
  return Response.json(result, { status: 409 });
}
