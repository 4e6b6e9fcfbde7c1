import { data } from 'react-router';
import type { Route } from './+types/notes';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { DeliveryNoteListPage } from '#app/modules/receiving/delivery-note-list';
import { parseDeliveryNoteListParams } from '#app/modules/receiving/delivery-note-list-params';
import { getDeliveryNoteListPage } from '#app/modules/receiving/delivery-note-list-page.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requirePermission(context, 'deliveries:view');
  const { shop } = requireShop(context);
  const params = parseDeliveryNoteListParams(new URL(request.url));
  const page = await getDeliveryNoteListPage(context.get(requestContext).db, shop, {
    ...params,
    perPage: user.resultsPerPage,
  });
  // A day that does not exist is refused on its field (400); the list shows meanwhile without that filter.
  const status = Object.keys(params.invalidDates).length ? 400 : 200;
  return data({ ...page, params, perPage: user.resultsPerPage }, { status });
}

export default function DeliveryNotes({ loaderData }: Route.ComponentProps) {
  return <DeliveryNoteListPage {...loaderData} />;
}
