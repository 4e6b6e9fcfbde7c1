import { data } from 'react-router';
import type { Route } from './+types/detail';
import { languageContext, requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { getFileStorage } from '#app/modules/files/storage.server';
import { ReclamationDetailPage } from '#app/modules/reclamations/reclamation-detail';
import { reclamationActionSchema } from '#app/modules/reclamations/reclamation.schema';
import {
  changeReclamation,
  getReclamationDetail,
  retryReclamationMail,
  sendReclamation,
} from '#app/modules/reclamations/reclamation.service.server';
import { notFound, parseId, refused } from '#app/utils/params';

export async function loader({ params, context }: Route.LoaderArgs) {
  requirePermission(context, 'deliveries:reclamations');
  const { shop } = requireShop(context);
  const detail = await getReclamationDetail(context.get(requestContext).db, shop, parseId(params.reclamationId));
  return detail ?? notFound();
}

/** Send, Retry, a line's edit, removal or addition, solved per line or whole. */
export async function action({ request, params, context }: Route.ActionArgs) {
  requirePermission(context, 'deliveries:reclamations');
  const { shop } = requireShop(context);
  const { db } = context.get(requestContext);
  const language = context.get(languageContext);
  const reclamationId = parseId(params.reclamationId);
  const form = Object.fromEntries(await request.formData());
  const parsed = reclamationActionSchema(language).safeParse(form);
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (fieldErrors[String(issue.path[0])] ??= []).push(issue.message);
    return data(
      { ok: false as const, form: String(form.intent ?? ''), lineId: String(form.lineId ?? ''), fieldErrors },
      { status: 400 },
    );
  }
  const action = parsed.data;
  const result =
    action.intent === 'send'
      ? await sendReclamation(db, shop, reclamationId, { language, storage: getFileStorage() })
      : action.intent === 'retry'
        ? await retryReclamationMail(db, shop, reclamationId)
        : await changeReclamation(db, shop, reclamationId, action);
  if (result.ok) return { ok: true as const, form: action.intent, lineId: '', fieldErrors: {} };
  if (result.reason === 'forbidden' || result.reason === 'not_found') refused(result.reason);
  const fieldErrors =
    result.reason === 'invalid' && 'fieldErrors' in result
      ? result.fieldErrors
      : { form: [`reclamations.errors.${result.reason === 'not_failed' ? 'answered' : result.reason}`] };
  return data(
    { ok: false as const, form: action.intent, lineId: 'lineId' in action ? String(action.lineId) : '', fieldErrors },
    { status: result.reason === 'answered' || result.reason === 'not_failed' ? 409 : 400 },
  );
}

export default function Reclamation({ loaderData, actionData }: Route.ComponentProps) {
  return <ReclamationDetailPage detail={loaderData} result={actionData ?? null} />;
}
