import Decimal from 'decimal.js';
import type { DbOrTx } from '#app/db/client.server';
import type { OrderStatus } from '#app/db/schema/ordering';
import { findBackorderOfNote } from '#app/modules/backorders/backorders.repo.server';
import type { FileStorage } from '#app/modules/files/file-storage';
import { recordSignOffInAnalytics } from '#app/modules/analytics/analytics-rollup.server';
import { applyReceiptToAsn } from '#app/modules/asn/asn-receipt.server';
import { nextDeliveryDay } from '#app/modules/ordering/delivery-dates';
import { isPublicHoliday } from '#app/modules/ordering/holidays.server';
import { getOrder, lockOrder } from '#app/modules/ordering/orders.repo.server';
import { draftReclamationAtSignOff } from '#app/modules/reclamations/draft-at-sign-off.server';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import { todayIn } from '#app/utils/dates';
import { applyToOrder } from './apply-to-order.server';
import {
  lockNoteWithTerms,
  markAmended,
  markSignedOff,
  storeDraft,
  type DeliveryNoteRow,
} from './delivery-notes.repo.server';
import { loadDraftLines } from './receipt-lines.server';
import type { SignOffInput } from './receipt.schema';
import { checkSignOff, isCalendarDate, type SignOffProblems } from './sign-off-check';
import { isOwnLaterSave, stampOf } from './draft-stamp';
import { planNote, planOrder } from './sign-off-plan';
import { prepareSignature, storeSignature } from './signature.server';
import { parseReading } from './temperature';

export type SignOffResult =
  | { ok: true; noteId: number; orderStatus: OrderStatus | null; backorderId: number | null; replayed: boolean }
  | { ok: false; reason: 'forbidden' | 'not_found' | 'signed_off' | 'order_closed' | 'conflict' | 'stale' }
  | { ok: false; reason: 'invalid'; problems: SignOffProblems }
  | { ok: false; reason: 'bad_signature' };

type Signature = Awaited<ReturnType<typeof prepareSignature>>;

/**
 * Signs a delivery note off (docs/decisions/030-receiving-drafts-and-sign-off.md), in one transaction: the draft is
 * saved first (a refused sign-off keeps the latest input), the order locked and checked (closed, or another note
 * signed off since the draft began), the draft checked, then the note's lines, the order's quantities and status,
 * its backorder, the signature and the audit row are written, set-based. A retry with the same key answers as the
 * first sign-off did, with `replayed`. An unacceptable delivery is recorded and leaves the order as it was.
 */
export async function signOff(
  db: DbOrTx,
  shop: ShopScope,
  noteId: number,
  input: SignOffInput,
  storage: FileStorage,
  now: Date = new Date(),
  /** The demo seed receives its advance ship notices without mailing the supplier (it sends no mail). */
  options: { adviceMail?: boolean } = {},
): Promise<SignOffResult> {
  if (!mayInShop(shop, 'deliveries:receive') || shop.shopDeleted) return { ok: false, reason: 'forbidden' };
  const signature = input.signature === null ? null : await prepareSignature(input.signature);
  if (input.signature !== null && !signature) return { ok: false, reason: 'bad_signature' };
  try {
    return await db.transaction((tx) =>
      signOffInTransaction(tx, shop, noteId, input, {
        storage,
        signature,
        now,
        adviceMail: options.adviceMail ?? true,
      }),
    );
  } catch (error) {
    // The key names another note's sign-off (the page reused it): nothing of this one was written.
    if (violates(error, 'delivery_notes_sign_off_key')) return { ok: false, reason: 'signed_off' };
    throw error;
  }
}

async function signOffInTransaction(
  tx: DbOrTx,
  shop: ShopScope,
  noteId: number,
  input: SignOffInput,
  context: { storage: FileStorage; signature: Signature; now: Date; adviceMail: boolean },
): Promise<SignOffResult> {
  const locked = await lockNoteWithTerms(tx, shop, noteId);
  if (!locked) return { ok: false, reason: 'not_found' };
  const { note, terms } = locked;
  if (note.state === 'signed_off')
    return note.signOffKey === input.signOffKey ? replay(tx, shop, note) : { ok: false, reason: 'signed_off' };
  if (note.draftVersion !== input.version && !isOwnLaterSave(stampOf(note.draft), input.savedBy ?? null))
    return { ok: false, reason: 'stale' };

  const draft = { header: input.header, lines: input.lines, savedBy: input.savedBy ?? null };
  const order = note.orderId === null ? null : await lockOrder(tx, shop, note.orderId);
  if ((note.orderId !== null && !order) || !terms) return { ok: false, reason: 'not_found' };
  const { lines, orderLines, replaced, known, signedOffNotes } = await loadDraftLines(
    tx,
    shop,
    note,
    draft,
    terms.limits,
    { gtins: false },
  );
  if (!known) return { ok: false, reason: 'not_found' };
  // A refused sign-off keeps what was entered: the draft is saved on the way out.
  const refuse = async (refusal: Extract<SignOffResult, { ok: false }>) => {
    await storeDraft(tx, shop, noteId, draft);
    return refusal;
  };
  if (order) {
    if (signedOffNotes !== note.basedOnReceipts) return refuse({ ok: false, reason: 'conflict' });
    const amendsClosed = note.amendsNoteId !== null && order.status !== 'cancelled';
    if (!amendsClosed && order.status !== 'new' && order.status !== 'in_progress')
      return refuse({ ok: false, reason: 'order_closed' });
  }

  const today = todayIn(shop.timeZone, context.now);
  const view = { lines, today, shortLineChoice: terms.shortLineChoice, supplierCertificates: terms.certificates };
  const problems = checkSignOff(view, draft);
  if (problems.count > 0) return refuse({ ok: false, reason: 'invalid', problems });

  const planned = planNote(view, draft);
  const unacceptable = draft.header.unacceptable;
  let orderStatus: OrderStatus | null = order?.status ?? null;
  let backorderId: number | null = null;
  // An unacceptable delivery receives nothing; an unacceptable amendment takes back what the note it corrects received.
  if (order && (!unacceptable || note.amendsNoteId !== null)) {
    const plan = planOrder({
      status: order.status,
      orderLines: [...orderLines.values()],
      note: planned,
      replaced,
      closesOrder: draft.header.closesOrder,
      isRefused: false,
    });
    if (!plan.ok) return refuse({ ok: false, reason: 'order_closed' });
    backorderId = await applyToOrder(tx, shop, {
      order,
      plan,
      noteId,
      actorUserId: shop.actor.userId,
      received: [...planned.accepted.values()].some((quantity) => new Decimal(quantity).gt(0)),
      backorderDate:
        isCalendarDate(draft.header.backorderDate) && draft.header.backorderDate >= today
          ? draft.header.backorderDate
          : nextDeliveryDay(terms.deliveryDays, today, isPublicHoliday),
      at: context.now,
    });
    orderStatus = plan.status;
  }

  const { header } = draft;
  await markSignedOff(
    tx,
    shop,
    noteId,
    {
      deliveryNumber: header.deliveryNumber,
      deliveryDate: header.deliveryDate,
      outcome: planned.outcome,
      damagedSeal: header.damagedSeal,
      missingSeal: header.missingSeal,
      dirty: header.dirty,
      unacceptable,
      roomTemperature: readingValue(header.roomTemperature),
      fridgeTemperature: readingValue(header.fridgeTemperature),
      freezerTemperature: readingValue(header.freezerTemperature),
      note: header.note,
      driverName: header.driverName,
      lineCount: planned.lines.length,
      problemCount: planned.problemCount,
      signatureKey: context.signature ? await storeSignature(context.storage, shop, noteId, context.signature) : null,
      acceptedByUserId: shop.actor.userId,
      signOffKey: input.signOffKey,
      signedOffAt: context.now,
    },
    planned.lines,
    {
      companyId: shop.companyId,
      actorUserId: shop.actor.userId,
      entityType: 'delivery_note',
      entityId: noteId,
      action: note.amendsNoteId === null ? 'sign_off' : 'sign_off_amendment',
      changes: { state: { from: 'draft', to: 'signed_off' }, outcome: { from: null, to: planned.outcome } },
    },
  );
  // A note with problems drafts its reclamation to the supplier (none for an amendment: the corrected note had its own).
  if (note.amendsNoteId === null)
    await draftReclamationAtSignOff(tx, shop, note, header, planned.lines, orderLines, context.now);
  // Receiving against an advance ship notice: its status and the receiving advice (no statement without one).
  await applyReceiptToAsn(tx, shop, note, draft, { mail: context.adviceMail });
  if (note.amendsNoteId !== null) await markAmended(tx, shop, note.amendsNoteId, noteId);
  await recordSignOffInAnalytics(tx, shop, note);
  return { ok: true, noteId, orderStatus, backorderId, replayed: false };
}

function violates(error: unknown, constraint: string): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { constraint?: string }).constraint === constraint) return true;
  }
  return false;
}

function readingValue(raw: string | null): string | null {
  return raw?.trim() ? parseReading(raw) : null;
}

async function replay(tx: DbOrTx, shop: ShopScope, note: DeliveryNoteRow): Promise<SignOffResult> {
  const order = note.orderId === null ? null : await getOrder(tx, shop, note.orderId);
  return {
    ok: true,
    noteId: note.id,
    orderStatus: order?.status ?? null,
    backorderId: await findBackorderOfNote(tx, shop, note.id),
    replayed: true,
  };
}
