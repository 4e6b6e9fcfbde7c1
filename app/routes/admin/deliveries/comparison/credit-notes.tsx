import { data } from 'react-router';
import type { Route } from './+types/credit-notes';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { CreditNoteListPage } from '#app/modules/credit-notes/credit-note-list';
import { parseCreditNoteListParams } from '#app/modules/credit-notes/credit-note-list-params';
import { getCreditNoteListPage } from '#app/modules/credit-notes/credit-notes.service.server';

/** The shop's invoices, credit and debit notes (filters: supplier, kind, period, number). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requirePermission(context, 'deliveries:credit_notes');
  const { shop } = requireShop(context);
  const params = parseCreditNoteListParams(new URL(request.url));
  const page = await getCreditNoteListPage(context.get(requestContext).db, shop, {
    ...params,
    perPage: user.resultsPerPage,
  });
  const status = Object.keys(params.invalidDates).length ? 400 : 200;
  return data({ ...page, params, perPage: user.resultsPerPage }, { status });
}

export default function CreditNotes({ loaderData }: Route.ComponentProps) {
  return <CreditNoteListPage {...loaderData} />;
}
