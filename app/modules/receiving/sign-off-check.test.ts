import { describe, expect, it } from 'vitest';
import {
  ReceiptHeaderSchema,
  ReceiptLineInputSchema,
  type ReceiptDraft,
  type ReceiptHeader,
  type ReceiptLineInput,
} from './receipt.schema';
import type { ReceiptViewLine } from './receipt-view';
import {
  certificateOf,
  checkSignOff,
  lineStateOf,
  parseDelivered,
  readingOf,
  shortChoiceOf,
  type HeaderField,
  type LineField,
} from './sign-off-check';

const TODAY = '2026-11-24';
const UID = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'] as const;

function viewLine(values: Partial<ReceiptViewLine> = {}): ReceiptViewLine {
  return {
    uid: UID[0],
    orderLineId: 1,
    productId: 1,
    productName: 'Milk',
    itemCode: null,
    ean: null,
    gtins: [],
    unit: 'kos',
    isWeighted: false,
    scanCountsPackage: false,
    unitsPerPackage: null,
    temperatureRegime: 'room',
    limit: { max: '25' },
    minShelfLifeDays: null,
    tracksLot: false,
    certificates: null,
    ordered: '10',
    expected: '10',
    ...values,
  };
}

const input = (values: Partial<ReceiptLineInput> = {}): ReceiptLineInput =>
  ReceiptLineInputSchema.parse({ uid: UID[0], orderLineId: 1, productId: 1, delivered: '10', ...values });

const header = (values: Partial<ReceiptHeader> = {}): ReceiptHeader =>
  ReceiptHeaderSchema.parse({ deliveryDate: TODAY, ...values });

const check = (lines: ReceiptViewLine[], draft: Partial<ReceiptDraft> & { lines: ReceiptLineInput[] }) =>
  checkSignOff({ lines, today: TODAY, shortLineChoice: 'expect_rest' }, { header: header(), ...draft });

const chilled = (values: Partial<ReceiptViewLine> = {}) =>
  viewLine({ temperatureRegime: 'chilled', limit: { max: '4' }, ...values });
const frozen = (values: Partial<ReceiptViewLine> = {}) =>
  viewLine({ temperatureRegime: 'frozen', limit: { max: '-18', transportMax: '-15' }, ...values });

describe('checkSignOff', () => {
  it('finds nothing on a complete receipt', () => {
    expect(check([viewLine()], { lines: [input()] })).toEqual({ header: {}, lines: {}, count: 0 });
  });

  it('requires a quantity on a line not entered yet', () => {
    const problems = check([viewLine()], { lines: [input({ delivered: null })] });
    expect(problems.lines[UID[0]]).toEqual({ delivered: 'required' });
    expect(problems.count).toBe(1);
  });

  it.each([
    ['abc', 'not_a_number'],
    ['1,5.2', 'not_a_number'],
    ['-2', 'negative'],
    ['1.5', 'fraction'],
    ['1,5', 'fraction'],
    ['123456789012', 'too_large'],
  ] as const)('refuses %j for goods that are not weighed as %s', (delivered, code) => {
    expect(check([viewLine()], { lines: [input({ delivered })] }).lines[UID[0]]?.delivered).toBe(code);
  });

  it('takes fractions of weighed goods, with a comma or a point, up to 3 decimals', () => {
    expect(check([viewLine({ isWeighted: true })], { lines: [input({ delivered: '1,255' })] }).count).toBe(0);
    expect(parseDelivered(' 2.250 ', { isWeighted: true })).toEqual({ ok: true, quantity: '2.25' });
    expect(parseDelivered('1.2555', { isWeighted: true })).toEqual({ ok: false, problem: 'fraction' });
  });

  it('needs a reason for a rejected line, and no quantity', () => {
    const rejected = input({ delivered: null, isRejected: true });
    expect(check([viewLine()], { lines: [rejected] }).lines[UID[0]]).toEqual({ rejectReason: 'required' });
    expect(check([viewLine()], { lines: [{ ...rejected, rejectReason: 'damaged' }] }).count).toBe(0);
  });

  it('asks for a corrective action on an accepted temperature breach, or the line rejected', () => {
    const warm = input({ temperature: '7,5' });
    expect(check([chilled()], { lines: [warm] }).lines[UID[0]]).toEqual({ correctiveNote: 'corrective_action' });
    expect(check([chilled()], { lines: [{ ...warm, correctiveNote: '  ' }] }).count).toBe(1);
    expect(check([chilled()], { lines: [{ ...warm, correctiveNote: 'Into the cold room at once' }] }).count).toBe(0);
    expect(check([chilled()], { lines: [{ ...warm, isRejected: true, rejectReason: 'temperature' }] }).count).toBe(0);
  });

  it("takes the compartment's reading when the line has none", () => {
    const problems = check([chilled()], { header: header({ fridgeTemperature: '6' }), lines: [input()] });
    expect(problems.lines[UID[0]]).toEqual({ correctiveNote: 'corrective_action' });
    expect(check([chilled()], { header: header({ fridgeTemperature: '3' }), lines: [input()] }).count).toBe(0);
  });

  it('tolerates a frozen reading within the transport tolerance', () => {
    expect(check([frozen()], { lines: [input({ temperature: '-16' })] }).count).toBe(0);
    expect(check([frozen()], { lines: [input({ temperature: '-14.9' })] }).count).toBe(1);
  });

  it('needs a reading for accepted chilled and frozen goods, not for room goods or what did not come', () => {
    expect(check([chilled()], { lines: [input()] }).lines[UID[0]]).toEqual({ temperature: 'reading_missing' });
    expect(check([frozen()], { lines: [input()] }).lines[UID[0]]).toEqual({ temperature: 'reading_missing' });
    expect(check([viewLine()], { lines: [input()] }).count).toBe(0);
    expect(check([chilled()], { lines: [input({ delivered: '0' })] }).count).toBe(0);
  });

  it('refuses readings that are no readings, on the line and the delivery', () => {
    expect(check([viewLine()], { lines: [input({ temperature: '4.25' })] }).lines[UID[0]]).toEqual({
      temperature: 'bad_reading',
    });
    const problems = check([viewLine()], {
      header: header({ roomTemperature: 'warm', fridgeTemperature: '99', freezerTemperature: '-18' }),
      lines: [input()],
    });
    expect(problems.header).toEqual({ roomTemperature: 'bad_reading', fridgeTemperature: 'bad_reading' });
    expect(problems.count).toBe(2);
  });

  it('names only the fields the screen knows', () => {
    const problems = check([chilled()], {
      header: header({ deliveryDate: '2030-01-01', roomTemperature: 'x', backorderDate: '2020-01-01' }),
      lines: [input({ delivered: '4', temperature: 'y', isRejected: false })],
    });
    const headerFields: HeaderField[] = ['deliveryDate', 'roomTemperature', 'backorderDate'];
    const lineFields: LineField[] = ['delivered', 'temperature', 'correctiveNote', 'rejectReason', 'shortChoice'];
    expect(Object.keys(problems.header).sort()).toEqual(headerFields.sort());
    expect(lineFields).toEqual(expect.arrayContaining(Object.keys(problems.lines[UID[0]] ?? {})));
  });

  it('refuses a delivery date in the future or that does not exist', () => {
    expect(check([viewLine()], { header: header({ deliveryDate: '2026-11-25' }), lines: [input()] }).header).toEqual({
      deliveryDate: 'bad_date',
    });
    expect(check([viewLine()], { header: header({ deliveryDate: '2026-02-30' }), lines: [input()] }).count).toBe(1);
    expect(check([viewLine()], { header: header({ deliveryDate: '2026-13-01' }), lines: [input()] }).count).toBe(1);
    expect(check([viewLine()], { header: { ...header(), deliveryDate: '' }, lines: [input()] }).header).toEqual({
      deliveryDate: 'required',
    });
  });

  it("leaves a short line to the supplier's default choice", () => {
    const line = input({ delivered: '4' });
    expect(check([viewLine()], { lines: [line] }).count).toBe(0);
    expect(shortChoiceOf({ shortLineChoice: 'cancel_rest' }, line)).toBe('cancel_rest');
    expect(shortChoiceOf({ shortLineChoice: 'cancel_rest' }, { ...line, shortChoice: 'expect_rest' })).toBe(
      'expect_rest',
    );
  });

  it('checks the backorder date only when a rest is expected', () => {
    const past = header({ backorderDate: '2026-11-01' });
    expect(check([viewLine()], { header: past, lines: [input({ delivered: '4' })] }).header).toEqual({
      backorderDate: 'bad_date',
    });
    expect(check([viewLine()], { header: past, lines: [input()] }).count).toBe(0);
    const cancelled = input({ delivered: '4', shortChoice: 'cancel_rest' });
    expect(check([viewLine()], { header: past, lines: [cancelled] }).count).toBe(0);
  });

  it('needs no choice nor backorder date when the order is closed', () => {
    const closing = header({ closesOrder: true, backorderDate: '2026-11-01' });
    expect(check([viewLine()], { header: closing, lines: [input({ delivered: '4' })] }).count).toBe(0);
  });

  it('needs nothing per line for an unacceptable delivery', () => {
    const refused = header({ unacceptable: true });
    const lines = [input({ delivered: null }), input({ uid: UID[1], delivered: 'x', temperature: '9' })];
    expect(check([chilled(), chilled({ uid: UID[1] })], { header: refused, lines })).toEqual({
      header: {},
      lines: {},
      count: 0,
    });
  });

  it('takes unplanned lines as they came', () => {
    const unplanned = viewLine({ orderLineId: null, ordered: null, expected: null });
    expect(check([unplanned], { lines: [input({ orderLineId: null, delivered: '3' })] }).count).toBe(0);
    expect(lineStateOf(unplanned, input({ delivered: '3' }), header())).toBe('ok');
  });
});

describe('lineStateOf and readingOf', () => {
  it.each([
    [input({ delivered: null }), 'pending'],
    [input({ delivered: 'x' }), 'pending'],
    [input({ delivered: '10' }), 'ok'],
    [input({ delivered: '4' }), 'short'],
    [input({ delivered: '12' }), 'over'],
    [input({ isRejected: true }), 'rejected'],
    [input({ temperature: '9', correctiveNote: 'cooled' }), 'temperature_breach'],
  ] as const)('%j is %s', (line, state) => {
    expect(lineStateOf(chilled(), { ...line, temperature: line.temperature ?? '2' }, header())).toBe(state);
  });

  it('says where the reading came from', () => {
    expect(readingOf(chilled(), input({ temperature: '3' }), header())).toEqual({
      verdict: 'ok',
      reading: '3',
      source: 'line',
    });
    expect(readingOf(frozen(), input(), header({ freezerTemperature: '−16,5' }))).toEqual({
      verdict: 'tolerated',
      reading: '-16.5',
      source: 'delivery',
    });
    expect(readingOf(chilled(), input({ isRejected: true }), header())).toEqual({ verdict: 'not_needed' });
  });
});

describe('excluding a line from stock (decision 034)', () => {
  it('needs a reason from the receiver, on the line', () => {
    const problems = check([viewLine()], { lines: [input({ excludeFromStock: true, excludeReason: '  ' })] });
    expect(problems.lines[UID[0]]).toEqual({ excludeReason: 'exclude_reason' });
    expect(problems.count).toBe(1);
    expect(
      check([viewLine()], { lines: [input({ excludeFromStock: true, excludeReason: 'For the kitchen' })] }),
    ).toEqual({ header: {}, lines: {}, count: 0 });
  });

  it('needs none for a product flagged "exclude from stock export"', () => {
    const excluded = viewLine({ excludedByProduct: true });
    expect(check([excluded], { lines: [input({ excludeFromStock: true })] }).count).toBe(0);
    expect(check([excluded], { lines: [input()] }).count).toBe(0);
  });

  it('loads a draft saved before the fields existed, with their defaults', () => {
    const { excludeFromStock, excludeReason, ...old } = input();
    expect([excludeFromStock, excludeReason]).toEqual([false, null]);
    expect(ReceiptLineInputSchema.parse(old)).toMatchObject({ excludeFromStock: false, excludeReason: null });
  });
});

describe('certificateOf', () => {
  const supplierCertificates = {
    asc: { number: null, expires: null },
    msc: { number: 'MSC-C-52341', expires: '2026-11-20' },
  };
  const view = { today: TODAY, supplierCertificates };

  it('judges the certificate on the delivery date typed, else today', () => {
    const fish = viewLine({ certificates: 'MSC-C-52341' });
    expect(certificateOf(view, fish, header({ deliveryDate: '2026-11-20' }))).toMatchObject({
      scheme: 'msc',
      warning: null,
    });
    expect(certificateOf(view, fish, header())).toMatchObject({ scheme: 'msc', warning: 'expired' });
    expect(certificateOf(view, fish, header({ deliveryDate: '2026-02-30' }))).toMatchObject({ warning: 'expired' });
    expect(certificateOf(view, viewLine({ certificates: 'ASC' }), header())).toMatchObject({ warning: 'missing' });
    expect(certificateOf(view, viewLine({ certificates: 'BIO' }), header())).toBeNull();
    expect(certificateOf({ today: TODAY }, fish, header())).toMatchObject({ warning: 'missing' });
  });
});
