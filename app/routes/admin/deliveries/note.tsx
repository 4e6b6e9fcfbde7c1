import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import type { Route } from './+types/note';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { hasPermission } from '#app/modules/auth/user-record';
import { amendNote } from '#app/modules/receiving/amend-note.service.server';
import { AmendSchema } from '#app/modules/receiving/receipt.schema';
import { ReceiptNotePage } from '#app/modules/receiving/receipt-note-page';
import { getReceipt } from '#app/modules/receiving/receipt-view.server';
import { acceptLatestReceipts } from '#app/modules/receiving/save-draft.service.server';
import { reclamationsOfNote } from '#app/modules/reclamations/reclamations.repo.server';
import { notFound, parseId, refused } from '#app/utils/params';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { user } = requirePermission(context, 'deliveries:view');
  const { shop, basePath } = requireShop(context);
  const { db } = context.get(requestContext);
  const view = (await getReceipt(db, shop, parseId(params.noteId))) ?? notFound();
  // The note's reclamations (or "Report a problem") for those who handle them, once the note is signed off.
  const reclamations =
    hasPermission(user, 'deliveries:reclamations') && view.note.state === 'signed_off'
      ? await reclamationsOfNote(db, shop, view.note.id)
      : null;
  return { view, userId: user.id, canReceive: hasPermission(user, 'deliveries:receive'), basePath, reclamations };
}

/**
 * The note page's forms: "Use what was received" after a conflict (`accept-latest`) and "Amend" on a signed-off note
 * (`amend`, with a reason). Autosave, sign-off and photos have their own JSON endpoints beside this page.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  requirePermission(context, 'deliveries:receive');
  const { shop, basePath } = requireShop(context);
  const { db } = context.get(requestContext);
  const noteId = parseId(params.noteId);
  const formData = await request.formData();
  switch (formData.get('intent')) {
    case 'accept-latest': {
      const result = await acceptLatestReceipts(db, shop, noteId);
      if (result.ok) return { intent: 'accept-latest' as const, result: null, rebased: true };
      if (result.reason === 'forbidden' || result.reason === 'not_found') return refused(result.reason);
      return data({ intent: 'accept-latest' as const, result: null, rebased: false, refusal: result.reason }, 409);
    }
    case 'amend': {
      const submission = parseWithZod(formData, { schema: AmendSchema });
      if (submission.status !== 'success')
        return data({ intent: 'amend' as const, result: submission.reply(), rebased: false }, 400);
      const result = await amendNote(db, shop, noteId, submission.value.reason);
      if (result.ok) return redirect(`${basePath}/deliveries/notes/${result.noteId}`);
      if (result.reason === 'forbidden' || result.reason === 'not_found') return refused(result.reason);
      return data(
        { intent: 'amend' as const, result: submission.reply(), rebased: false, refusal: result.reason },
        409,
      );
    }
    default:
      return data({ intent: null, result: null, rebased: false }, 400);
  }
}

export default function Note({ loaderData }: Route.ComponentProps) {
  return <ReceiptNotePage {...loaderData} />;
}
