import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import type { Route } from './+types/credit-notes-new';
import { languageContext, requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { CreditNoteEntryPage } from '#app/modules/credit-notes/credit-note-form';
import { creditNoteFormSchema } from '#app/modules/credit-notes/credit-notes.schema';
import {
  documentOfForm,
  listCreditNoteSuppliers,
  saveCreditNote,
} from '#app/modules/credit-notes/credit-notes.service.server';
import { todayIn } from '#app/utils/dates';
import { refused } from '#app/utils/params';

/** Typing in a supplier's invoice, credit or debit note. */
export async function loader({ context }: Route.LoaderArgs) {
  requirePermission(context, 'deliveries:credit_notes');
  const { shop } = requireShop(context);
  return {
    suppliers: await listCreditNoteSuppliers(context.get(requestContext).db, shop),
    today: todayIn(shop.timeZone),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requirePermission(context, 'deliveries:credit_notes');
  const { shop } = requireShop(context);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: creditNoteFormSchema(context.get(languageContext)) });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const { supplierId } = submission.value;
  const saved = await saveCreditNote(context.get(requestContext).db, shop, {
    supplierId,
    source: 'manual',
    document: documentOfForm(submission.value),
  });
  if (saved.ok) return redirect(`/admin/deliveries/comparison/credit-notes/${saved.id}?saved=1`);
  switch (saved.reason) {
    case 'forbidden':
      return refused('forbidden');
    case 'shop_deleted':
      return refused('not_found');
    case 'unknown_supplier':
      return data(
        { result: submission.reply({ fieldErrors: { supplierId: ['creditNotes.validation.supplier'] } }) },
        { status: 400 },
      );
    case 'duplicate':
      return data({ result: submission.reply(), duplicateId: saved.existingId }, { status: 409 });
  }
}

export default function NewCreditNote({ loaderData, actionData }: Route.ComponentProps) {
  return <CreditNoteEntryPage {...loaderData} actionData={actionData} />;
}
