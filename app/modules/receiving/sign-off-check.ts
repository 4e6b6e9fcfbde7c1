import Decimal from 'decimal.js';
import { checkDeliveredQuantity, lineState, type LineState } from './quantities';
import type { ReceiptDraft, ReceiptHeader, ReceiptLineInput } from './receipt.schema';
import type { ReceiptView, ReceiptViewLine } from './receipt-view';
import { lineCertificate, type LineCertificate, type SupplierCertificates } from './seafood-certificates';
import { lineTemperature, parseReading, type DeliveryReadings, type LineTemperature } from './temperature';

/**
 * What still stands between a receipt and its sign-off (docs/decisions/030-receiving-drafts-and-sign-off.md), built on
 * the receiving rules of decision 027. Pure: the screen runs it as the user types, the server runs it again at
 * sign-off. A draft keeps what was typed; here it is read strictly.
 */

export type HeaderField =
  'deliveryDate' | 'roomTemperature' | 'fridgeTemperature' | 'freezerTemperature' | 'backorderDate';
export type LineField =
  'delivered' | 'temperature' | 'correctiveNote' | 'rejectReason' | 'shortChoice' | 'excludeReason';
export type ProblemCode =
  | 'required'
  | 'not_a_number'
  | 'negative'
  | 'fraction'
  | 'too_large'
  | 'bad_reading'
  | 'corrective_action'
  | 'reading_missing'
  | 'choice_missing'
  | 'bad_date'
  | 'exclude_reason';

export interface SignOffProblems {
  header: Partial<Record<HeaderField, ProblemCode>>;
  lines: Record<string, Partial<Record<LineField, ProblemCode>>>;
  count: number;
}

type CheckView = Pick<ReceiptView, 'lines' | 'today' | 'shortLineChoice'>;

const QUANTITY_PROBLEMS = {
  invalid: 'not_a_number',
  negative: 'negative',
  fraction: 'fraction',
  decimals: 'fraction',
  too_large: 'too_large',
} as const;

/** A quantity as typed ("12", "1,5", " 2.250 "): the canonical decimal string, or a problem. */
export function parseDelivered(
  raw: string | null,
  line: Pick<ReceiptViewLine, 'isWeighted'>,
): { ok: true; quantity: string | null } | { ok: false; problem: ProblemCode } {
  const compact = (raw ?? '').replace(/\s/g, '').replace('\u2212', '-');
  if (!compact) return { ok: true, quantity: null };
  if (compact.includes(',') && compact.includes('.')) return { ok: false, problem: 'not_a_number' };
  const checked = checkDeliveredQuantity(compact.replace(',', '.'), line);
  return checked.ok
    ? { ok: true, quantity: checked.quantity }
    : { ok: false, problem: QUANTITY_PROBLEMS[checked.reason] };
}

/** A reading as typed: null when blank, 'bad' when it is no reading. */
function readingOfText(raw: string | null): string | null | 'bad' {
  if (!raw?.trim()) return null;
  return parseReading(raw) ?? 'bad';
}

const valueOf = (reading: string | null | 'bad') => (reading === 'bad' ? null : reading);

/*
 * The check, the plan and the screen ask the same questions of a line several times (its quantity, its verdict, its
 * state); each is worked out once per line, input and header objects and remembered beside them (drafts are never
 * changed in place: a change makes new objects), so a sign-off of many lines parses each value once.
 */
const readingsOfHeader = new WeakMap<ReceiptHeader, DeliveryReadings>();

/** The delivery's three readings as the rules take them (a reading that is no reading counts as none). */
function deliveryReadings(header: ReceiptHeader): DeliveryReadings {
  let readings = readingsOfHeader.get(header);
  if (!readings) {
    readings = {
      room: valueOf(readingOfText(header.roomTemperature)),
      refrigerator: valueOf(readingOfText(header.fridgeTemperature)),
      freezer: valueOf(readingOfText(header.freezerTemperature)),
    };
    readingsOfHeader.set(header, readings);
  }
  return readings;
}

interface LineFacts {
  line: ReceiptViewLine;
  header: ReceiptHeader;
  delivered: ReturnType<typeof parseDelivered>;
  reading?: LineTemperature;
  state?: LineState;
}
const factsOfInput = new WeakMap<ReceiptLineInput, LineFacts>();

function factsOf(line: ReceiptViewLine, input: ReceiptLineInput, header: ReceiptHeader): LineFacts {
  const known = factsOfInput.get(input);
  if (known && known.line === line && known.header === header) return known;
  const facts: LineFacts = { line, header, delivered: parseDelivered(input.delivered, line) };
  factsOfInput.set(input, facts);
  return facts;
}

/** The line's temperature verdict: its own reading, else its compartment's (decision 027). */
export function readingOf(line: ReceiptViewLine, input: ReceiptLineInput, header: ReceiptHeader): LineTemperature {
  const facts = factsOf(line, input, header);
  const { delivered } = facts;
  facts.reading ??= lineTemperature(
    {
      id: line.uid,
      regime: line.temperatureRegime,
      limit: line.limit,
      reading: valueOf(readingOfText(input.temperature)),
      hasArrived: delivered.ok && delivered.quantity !== null && new Decimal(delivered.quantity).gt(0),
      isRejected: input.isRejected,
      correctiveNote: input.correctiveNote,
    },
    deliveryReadings(header),
  );
  return facts.reading;
}

/** The line's state at a glance; a quantity that is not one yet counts as not entered. */
export function lineStateOf(line: ReceiptViewLine, input: ReceiptLineInput, header: ReceiptHeader): LineState {
  const facts = factsOf(line, input, header);
  const quantity = facts.delivered.ok ? facts.delivered.quantity : null;
  facts.state ??= lineState({
    // An unplanned line expected nothing in particular: what came is what it is.
    expected: line.expected ?? quantity ?? '0',
    delivered: quantity,
    isRejected: input.isRejected,
    hasTemperatureBreach: readingOf(line, input, header).verdict === 'breach',
  });
  return facts.state;
}

/** The line's delivered quantity as parsed by the rules (see parseDelivered), worked out once. */
export function deliveredOf(line: ReceiptViewLine, input: ReceiptLineInput, header: ReceiptHeader) {
  return factsOf(line, input, header).delivered;
}

/** A "YYYY-MM-DD" that exists on the calendar (the schema checks the shape only: "2026-02-30" has it). */
export function isCalendarDate(date: string | null): date is string {
  if (date === null || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
}

function headerProblems(view: CheckView, header: ReceiptHeader, expectsRest: boolean) {
  const problems: SignOffProblems['header'] = {};
  if (!header.deliveryDate) problems.deliveryDate = 'required';
  else if (!isCalendarDate(header.deliveryDate) || header.deliveryDate > view.today) problems.deliveryDate = 'bad_date';
  const readings = { roomTemperature: 0, fridgeTemperature: 0, freezerTemperature: 0 } as const;
  for (const field of Object.keys(readings) as (keyof typeof readings)[]) {
    if (readingOfText(header[field]) === 'bad') problems[field] = 'bad_reading';
  }
  if (expectsRest && header.backorderDate !== null) {
    if (!isCalendarDate(header.backorderDate) || header.backorderDate < view.today) problems.backorderDate = 'bad_date';
  }
  return problems;
}

/** The choice a short line's rest gets: the user's, else the supplier's default. */
export function shortChoiceOf(view: Pick<CheckView, 'shortLineChoice'>, input: ReceiptLineInput) {
  return input.shortChoice ?? view.shortLineChoice;
}

function lineProblems(view: CheckView, line: ReceiptViewLine, input: ReceiptLineInput, header: ReceiptHeader) {
  const problems: SignOffProblems['lines'][string] = {};
  const delivered = deliveredOf(line, input, header);
  if (!delivered.ok) problems.delivered = delivered.problem;
  else if (delivered.quantity === null && !input.isRejected) problems.delivered = 'required';
  if (input.isRejected && input.rejectReason === null) problems.rejectReason = 'required';
  // Kept out of stock by the receiver: the record says why (a product flagged so needs no reason).
  if (input.excludeFromStock && !line.excludedByProduct && !input.excludeReason?.trim())
    problems.excludeReason = 'exclude_reason';
  if (readingOfText(input.temperature) === 'bad') problems.temperature = 'bad_reading';
  else if (delivered.ok) {
    const reading = readingOf(line, input, header);
    if (reading.verdict === 'unmeasured') problems.temperature = 'reading_missing';
    if (reading.verdict === 'breach' && !input.correctiveNote?.trim()) problems.correctiveNote = 'corrective_action';
  }
  return problems;
}

/** Whether a line leaves a rest that the backorder will expect. */
function expectsRest(view: CheckView, line: ReceiptViewLine, input: ReceiptLineInput, header: ReceiptHeader) {
  if (line.expected === null) return false;
  const delivered = deliveredOf(line, input, header);
  const accepted = input.isRejected || !delivered.ok ? '0' : (delivered.quantity ?? '0');
  return new Decimal(accepted).lt(line.expected) && shortChoiceOf(view, input) === 'expect_rest';
}

const NO_CERTIFICATES: SupplierCertificates = {
  asc: { number: null, expires: null },
  msc: { number: null, expires: null },
};

/**
 * The certificate a line of certified seafood is received under, judged on the delivery date typed (else today):
 * null for a product whose certificates name no scheme (seafood-certificates.ts).
 */
export function certificateOf(
  view: Pick<ReceiptView, 'today' | 'supplierCertificates'>,
  line: Pick<ReceiptViewLine, 'certificates'>,
  header: Pick<ReceiptHeader, 'deliveryDate'>,
): LineCertificate | null {
  const date = isCalendarDate(header.deliveryDate) ? header.deliveryDate : view.today;
  return lineCertificate(line.certificates, view.supplierCertificates ?? NO_CERTIFICATES, date);
}

export function checkSignOff(view: CheckView, draft: ReceiptDraft): SignOffProblems {
  const byUid = new Map(view.lines.map((line) => [line.uid, line]));
  const { header } = draft;
  const lines: SignOffProblems['lines'] = {};
  let anyRest = false;
  if (!header.unacceptable) {
    for (const input of draft.lines) {
      const line = byUid.get(input.uid);
      if (!line) continue;
      const problems = lineProblems(view, line, input, header);
      if (Object.keys(problems).length) lines[input.uid] = problems;
      anyRest ||= !header.closesOrder && expectsRest(view, line, input, header);
    }
  }
  const headerFound = headerProblems(view, header, anyRest);
  const count =
    Object.keys(headerFound).length +
    Object.values(lines).reduce((sum, problems) => sum + Object.keys(problems).length, 0);
  return { header: headerFound, lines, count };
}
