import { data, redirect } from 'react-router';
import type { Route } from './+types/credit-note';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { CreditNoteDetailPage } from '#app/modules/credit-notes/credit-note-detail';
import { deleteCreditNote, getCreditNotePage } from '#app/modules/credit-notes/credit-notes.service.server';
import { notFound, parseId, refused } from '#app/utils/params';

/** One document with its lines and their matches. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  requirePermission(context, 'deliveries:credit_notes');
  const { shop } = requireShop(context);
  const page = await getCreditNotePage(context.get(requestContext).db, shop, parseId(params.creditNoteId));
  if (!page) notFound();
  return { ...page, saved: new URL(request.url).searchParams.get('saved') === '1' };
}

/** Deleting the document (intent "delete"), after its confirmation. */
export async function action({ request, params, context }: Route.ActionArgs) {
  requirePermission(context, 'deliveries:credit_notes');
  const { shop } = requireShop(context);
  const id = parseId(params.creditNoteId);
  const form = await request.formData();
  if (form.get('intent') !== 'delete') throw data(null, { status: 400 });
  const result = await deleteCreditNote(context.get(requestContext).db, shop, id);
  if (!result) notFound();
  if (!result.ok) refused(result.reason);
  return redirect('/admin/deliveries/comparison/credit-notes');
}

export default function CreditNote({ loaderData }: Route.ComponentProps) {
  return <CreditNoteDetailPage {...loaderData} />;
}
