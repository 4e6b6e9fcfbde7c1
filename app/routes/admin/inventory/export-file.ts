import type { Route } from './+types/export-file';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import {
  COUNT_FILE_PERMISSION,
  exportCountFile,
  parseCountFileFormat,
} from '#app/modules/exporters/stock-export.service.server';
import { notFound, parseId, refused } from '#app/utils/params';

/**
 * …/export/pantheon and /minimax (inventory:manage, a finished count; a refusal is 409 with its reason as text),
 * /csv and /xlsx (the whole count) and /sheet (the printable count sheet, `?sector=` for one sector) for
 * inventory:view. Another shop's count is 404; the module checks the permission (403).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const format = parseCountFileFormat(params.format);
  if (!format) notFound();
  const { user } = requirePermission(context, COUNT_FILE_PERMISSION[format]);
  const { shop } = requireShop(context);
  const inventoryId = parseId(params.inventoryId);
  const sectorParam = new URL(request.url).searchParams.get('sector');
  const sector = sectorParam ? parseId(sectorParam) : null;
  const result = await exportCountFile(context.get(requestContext).db, shop, inventoryId, format, user.language.code, {
    sector,
  });
  if (!result) notFound();
  if (!result.ok) {
    if (result.reason === 'refused')
      return new Response(result.message, { status: 409, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    refused(result.reason);
  }
  return new Response(new Uint8Array(result.body), {
    headers: {
      'Content-Type': result.contentType,
      'Content-Disposition': `attachment; filename="${result.fileName}"`,
      'Cache-Control': 'no-store',
    },
  });
}
