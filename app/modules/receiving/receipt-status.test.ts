import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { linesNeedingChoice, signOffOrder, type SignOff, type SignOffLine } from './receipt-status';

const line = (ordered: string, newlyReceived: string, overrides: Partial<SignOffLine> = {}): SignOffLine => ({
  ordered,
  previouslyReceived: '0',
  previouslyCancelled: '0',
  newlyReceived,
  choice: null,
  ...overrides,
});
const signOff = (lines: SignOffLine[], overrides: Partial<SignOff> = {}) =>
  signOffOrder({ status: 'new', lines, closesOrder: false, isRefused: false, ...overrides });
const settled = (received: string, cancelled = '0') => ({ received, cancelled, expected: '0', missing: '0' });

describe('signOffOrder: everything arrived', () => {
  it('completes the order, over-deliveries included, and asks no choice', () => {
    expect(signOff([line('10', '10'), line('2.5', '3')])).toEqual({
      ok: true,
      status: 'completed',
      lines: [settled('10'), settled('3')],
    });
  });

  it('completes an order in progress when a later delivery brings the rest', () => {
    const result = signOff(
      [line('10', '4', { previouslyReceived: '6' }), line('5', '0', { previouslyReceived: '5' })],
      {
        status: 'in_progress',
      },
    );
    expect(result).toEqual({ ok: true, status: 'completed', lines: [settled('10'), settled('5')] });
  });
});

describe('signOffOrder: short lines', () => {
  it('refuses the sign-off until each short line has a choice, and says which', () => {
    const lines = [line('10', '10'), line('10', '7'), line('4', '0'), line('1', '0', { choice: 'cancel_rest' })];
    expect(signOff(lines)).toEqual({ ok: false, reason: 'choice_missing', lines: [1, 2] });
    expect(linesNeedingChoice(lines)).toEqual([1, 2]);
  });

  it('keeps the order in progress while a rest is expected, with that rest as the backorder', () => {
    const result = signOff([line('10', '10'), line('10', '7', { choice: 'expect_rest' })]);
    expect(result).toEqual({
      ok: true,
      status: 'in_progress',
      lines: [settled('10'), { received: '7', cancelled: '0', expected: '3', missing: '0' }],
    });
  });

  it('completes the order when the rest of every short line is cancelled', () => {
    const result = signOff([
      line('10', '7', { choice: 'cancel_rest' }),
      line('2.5', '1.25', { choice: 'cancel_rest' }),
    ]);
    expect(result).toEqual({ ok: true, status: 'completed', lines: [settled('7', '3'), settled('1.25', '1.25')] });
  });

  it('stays in progress when one rest is cancelled and another expected', () => {
    const result = signOff([line('10', '7', { choice: 'cancel_rest' }), line('5', '1', { choice: 'expect_rest' })]);
    expect(result).toMatchObject({ ok: true, status: 'in_progress' });
    expect(result.ok && result.lines[1]).toEqual({ received: '1', cancelled: '0', expected: '4', missing: '0' });
  });

  it('leaves a new order new when nothing came yet and everything is expected', () => {
    expect(signOff([line('10', '0', { choice: 'expect_rest' })])).toMatchObject({ ok: true, status: 'new' });
  });

  it('ignores a choice on a line that is not short', () => {
    expect(signOff([line('10', '10', { choice: 'cancel_rest' })])).toEqual({
      ok: true,
      status: 'completed',
      lines: [settled('10')],
    });
  });
});

describe('signOffOrder: a backorder received later', () => {
  it('completes the original order when nothing is left', () => {
    const lines = [
      line('10', '3', { previouslyReceived: '7' }),
      line('6', '0', { previouslyReceived: '4', previouslyCancelled: '2' }),
    ];
    expect(signOff(lines, { status: 'in_progress' })).toEqual({
      ok: true,
      status: 'completed',
      lines: [settled('10'), settled('4', '2')],
    });
  });

  it('stays in progress when the backorder too comes short and the rest is expected again', () => {
    const result = signOff([line('10', '1', { previouslyReceived: '7', choice: 'expect_rest' })], {
      status: 'in_progress',
    });
    expect(result).toEqual({
      ok: true,
      status: 'in_progress',
      lines: [{ received: '8', cancelled: '0', expected: '2', missing: '0' }],
    });
  });
});

describe('signOffOrder: closing the order', () => {
  it('is Incomplete when closed with quantities missing, and needs no choice', () => {
    const result = signOff([line('10', '7'), line('5', '5')], { closesOrder: true, status: 'in_progress' });
    expect(result).toEqual({
      ok: true,
      status: 'incomplete',
      lines: [{ received: '7', cancelled: '0', expected: '0', missing: '3' }, settled('5')],
    });
  });

  it('counts a rest cancelled as settled, and an expected one as missing', () => {
    const lines = [line('10', '7', { choice: 'cancel_rest' }), line('4', '2', { choice: 'expect_rest' })];
    expect(signOff(lines, { closesOrder: true })).toEqual({
      ok: true,
      status: 'incomplete',
      lines: [settled('7', '3'), { received: '2', cancelled: '0', expected: '0', missing: '2' }],
    });
    expect(signOff([lines[0]!], { closesOrder: true })).toMatchObject({ ok: true, status: 'completed' });
  });

  it('is Completed when closed with everything there', () => {
    expect(signOff([line('10', '12')], { closesOrder: true })).toMatchObject({ ok: true, status: 'completed' });
  });

  it('closes an order in progress whose backorder never comes', () => {
    const result = signOff([line('10', '0', { previouslyReceived: '7' })], {
      closesOrder: true,
      status: 'in_progress',
    });
    expect(result).toEqual({
      ok: true,
      status: 'incomplete',
      lines: [{ received: '7', cancelled: '0', expected: '0', missing: '3' }],
    });
  });
});

describe('signOffOrder: an unacceptable delivery', () => {
  it('receives nothing and leaves the order open as it was', () => {
    const lines = [line('10', '10'), line('5', '2', { previouslyReceived: '1' })];
    expect(signOff(lines, { isRefused: true })).toEqual({
      ok: true,
      status: 'new',
      lines: [
        { received: '0', cancelled: '0', expected: '10', missing: '0' },
        { received: '1', cancelled: '0', expected: '4', missing: '0' },
      ],
    });
    expect(signOff(lines, { isRefused: true, status: 'in_progress' })).toMatchObject({ status: 'in_progress' });
  });

  it('cancels nothing even when a choice was made', () => {
    const result = signOff([line('10', '4', { choice: 'cancel_rest' })], { isRefused: true });
    expect(result).toEqual({
      ok: true,
      status: 'new',
      lines: [{ received: '0', cancelled: '0', expected: '10', missing: '0' }],
    });
  });

  it('with the order closed as well, everything not received is missing', () => {
    expect(signOff([line('10', '10')], { isRefused: true, closesOrder: true })).toEqual({
      ok: true,
      status: 'incomplete',
      lines: [{ received: '0', cancelled: '0', expected: '0', missing: '10' }],
    });
  });
});

describe('signOffOrder: every line adds up', () => {
  it('received + cancelled + expected + missing is what was ordered, whatever was chosen', () => {
    const choices = [null, 'expect_rest', 'cancel_rest'] as const;
    for (const closesOrder of [false, true]) {
      for (const isRefused of [false, true]) {
        for (const choice of choices) {
          for (const [previous, cancelledBefore, now] of [
            ['0', '0', '0'],
            ['2.5', '0', '1.25'],
            ['3', '1', '2'],
            ['0', '0', '10'],
          ] as const) {
            const input = line('10', now, {
              previouslyReceived: previous,
              previouslyCancelled: cancelledBefore,
              choice,
            });
            const result = signOffOrder({ status: 'in_progress', lines: [input], closesOrder, isRefused });
            if (!result.ok) {
              expect(result).toMatchObject({ reason: 'choice_missing' });
              continue;
            }
            const outcome = result.lines[0]!;
            const total = [outcome.received, outcome.cancelled, outcome.expected, outcome.missing].reduce(
              (sum, value) => sum.plus(value),
              new Decimal(0),
            );
            expect(total.toFixed(), JSON.stringify({ closesOrder, isRefused, choice, previous, now })).toBe('10');
          }
        }
      }
    }
  });
});

describe('signOffOrder: orders that take no delivery', () => {
  it('refuses completed, incomplete and cancelled orders', () => {
    for (const status of ['completed', 'incomplete', 'cancelled'] as const) {
      expect(signOff([line('10', '10')], { status }), status).toEqual({ ok: false, reason: 'order_closed' });
    }
  });
});
