import { describe, expect, it } from 'vitest';
import {
  averageDaysToAnswer,
  changeOf,
  emptyFigureRow,
  ratesOf,
  sortWorstFirst,
  sumFigureRows,
  isInFull,
  isOnTime,
  isOtif,
  percentOf,
  priceVariance,
} from './analytics-figures';

describe('on time', () => {
  it('is the first delivery on the agreed date, not earlier or later', () => {
    expect(isOnTime('2026-11-20', ['2026-11-20'])).toBe(true);
    expect(isOnTime('2026-11-20', ['2026-11-21'])).toBe(false);
    expect(isOnTime('2026-11-20', ['2026-11-19'])).toBe(false);
    // A backorder delivered later does not make the first delivery late.
    expect(isOnTime('2026-11-20', ['2026-11-24', '2026-11-20'])).toBe(true);
    // No delivery, or only one refused at the door (its day is not passed): not on time.
    expect(isOnTime('2026-11-20', [])).toBe(false);
  });
});

describe('in full and OTIF', () => {
  const short = [
    { ordered: '10', received: '10' },
    { ordered: '5', received: '3' },
  ];
  const completedByBackorder = [
    { ordered: '10', received: '10' },
    { ordered: '5', received: '5' },
  ];

  it('is every line at least as ordered, counting what backorders brought', () => {
    expect(isInFull(short)).toBe(false);
    expect(isInFull(completedByBackorder)).toBe(true);
    expect(isInFull([{ ordered: '2.5', received: '2.500' }])).toBe(true);
    expect(isInFull([{ ordered: '1', received: '1.5' }])).toBe(true);
  });

  it('is on time and in full together', () => {
    expect(isOtif('2026-11-20', ['2026-11-20'], completedByBackorder)).toBe(true);
    expect(isOtif('2026-11-20', ['2026-11-20', '2026-11-23'], completedByBackorder)).toBe(true);
    expect(isOtif('2026-11-20', ['2026-11-20'], short)).toBe(false);
    expect(isOtif('2026-11-20', ['2026-11-21'], completedByBackorder)).toBe(false);
  });
});

describe('price variance', () => {
  it('compares what the invoice charges with the ordered net price', () => {
    // 10 × 2.00 ordered, invoiced 21.00: +5 %.
    expect(priceVariance([{ amount: '21.00', invoiceQuantity: '10', orderPrice: '2', orderDiscount: '0' }])).toBe(5);
    // 10 % discount: ordered net 1.80 × 10 = 18; invoiced 18 → 0 %; invoiced at list price 20 → +11.11 %.
    expect(priceVariance([{ amount: '18', invoiceQuantity: '10', orderPrice: '2', orderDiscount: '10' }])).toBe(0);
    expect(priceVariance([{ amount: '20', invoiceQuantity: '10', orderPrice: '2', orderDiscount: '10' }])).toBe(11.11);
    // Weighted by amount over lines: (9.5 + 30) / (10 + 30) − 1 = −1.25 %.
    expect(
      priceVariance([
        { amount: '9.50', invoiceQuantity: '5', orderPrice: '2', orderDiscount: '0' },
        { amount: '30', invoiceQuantity: '3', orderPrice: '10', orderDiscount: '0' },
      ]),
    ).toBe(-1.25);
    expect(priceVariance([])).toBeNull();
  });
});

describe('rates and changes', () => {
  it('gives percentages with one decimal and nothing for an empty base', () => {
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(0, 0)).toBeNull();
    expect(changeOf(12, 10)).toEqual({ delta: 2, percent: 20 });
    expect(changeOf(3, 0)).toEqual({ delta: 3, percent: null });
  });

  it('averages days to answer', () => {
    const sentAt = new Date('2026-11-02T08:00:00Z');
    expect(
      averageDaysToAnswer([
        { sentAt, answeredAt: new Date('2026-11-03T08:00:00Z') },
        { sentAt, answeredAt: new Date('2026-11-04T20:00:00Z') },
      ]),
    ).toBe(1.8);
    expect(averageDaysToAnswer([])).toBeNull();
  });
});

describe('ratesOf', () => {
  it('turns a row of sums into the rates the page shows, and nothing for an empty base', () => {
    const row = {
      ...emptyFigureRow('7'),
      deliveries: 40,
      okDeliveries: 30,
      breaches: { chilled: 3, frozen: 1, room: 0 },
      orders: 20,
      onTime: 18,
      inFull: 15,
      otif: 14,
      reclamations: 6,
      claimed: '200.00',
      recovered: '150.00',
      invoicedLines: 12,
      invoicedAmount: '1030',
      invoicedAtOrderPrice: '1000',
      answered: 4,
      answerDays: 10,
    };
    expect(ratesOf(row)).toEqual({
      okPercent: 75,
      onTimePercent: 90,
      inFullPercent: 75,
      otifPercent: 70,
      temperatureBreaches: 4,
      reclamationRate: 15,
      recoveredPercent: 75,
      priceVariancePercent: 3,
      averageDaysToAnswer: 2.5,
    });
    expect(ratesOf(emptyFigureRow())).toEqual({
      okPercent: null,
      onTimePercent: null,
      inFullPercent: null,
      otifPercent: null,
      temperatureBreaches: 0,
      reclamationRate: null,
      recoveredPercent: null,
      priceVariancePercent: null,
      averageDaysToAnswer: null,
    });
  });
});

describe('sortWorstFirst', () => {
  const entry = (name: string, values: Partial<ReturnType<typeof emptyFigureRow>>) => {
    const figures = { ...emptyFigureRow(name), ...values };
    return { name, figures, rates: ratesOf(figures) };
  };

  it('puts the lowest OTIF first, then the lowest OK share, and suppliers without judged orders last', () => {
    const sorted = sortWorstFirst([
      entry('Reliable', { orders: 10, otif: 10, deliveries: 10, okDeliveries: 10 }),
      entry('Unjudged', { deliveries: 2, okDeliveries: 0 }),
      entry('Late', { orders: 10, otif: 5, deliveries: 10, okDeliveries: 9 }),
      entry('Warm', { orders: 10, otif: 5, deliveries: 10, okDeliveries: 6 }),
    ]);
    expect(sorted.map((e) => e.name)).toEqual(['Warm', 'Late', 'Reliable', 'Unjudged']);
  });
});

describe('sumFigureRows', () => {
  it('adds up every figure of the rows, amounts exactly', () => {
    const a = { ...emptyFigureRow('1'), deliveries: 3, okDeliveries: 2, breaches: { chilled: 1, frozen: 0, room: 0 } };
    const b = {
      ...emptyFigureRow('2'),
      deliveries: 4,
      orders: 2,
      otif: 1,
      claimed: '0.1',
      invoicedAmount: '10.05',
      answerDays: 1.5,
    };
    const total = sumFigureRows([a, { ...a, claimed: '0.2', invoicedAmount: '0.0001' }, b]);
    expect(total).toMatchObject({
      key: '',
      deliveries: 10,
      okDeliveries: 4,
      breaches: { chilled: 2, frozen: 0, room: 0 },
      orders: 2,
      otif: 1,
      claimed: '0.3',
      invoicedAmount: '10.0501',
      answerDays: 1.5,
    });
    expect(sumFigureRows([])).toEqual(emptyFigureRow());
  });
});
