import { redirect } from 'react-router';
import type { Route } from './+types/report-problem';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { reportProblem } from '#app/modules/reclamations/reclamation.service.server';
import { parseId, refused } from '#app/utils/params';

/** "Report a problem" on a signed-off note: its (new, open) reclamation, where the lines are added. */
export async function action({ params, context }: Route.ActionArgs) {
  requirePermission(context, 'deliveries:reclamations');
  const { shop, basePath } = requireShop(context);
  const result = await reportProblem(context.get(requestContext).db, shop, parseId(params.noteId));
  if (!result.ok) refused(result.reason);
  return redirect(`${basePath}/deliveries/reclamations/${result.reclamationId}`);
}
