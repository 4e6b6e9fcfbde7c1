import type { Route } from './+types/pdf';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { loadOrderPdf } from '#app/modules/ordering/order-document.server';
import { notFound, parseId } from '#app/utils/params';

/** The order as a PDF, in the user's language. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { user } = requirePermission(context, 'orders:view');
  const { shop } = requireShop(context);
  const file =
    (await loadOrderPdf(context.get(requestContext).db, shop, parseId(params.orderId), user.language.code)) ??
    notFound();
  return new Response(new Uint8Array(file.pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${file.fileName}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
