import { describe, expect, it } from 'vitest';
import { compareLine, deliveredValue, sumComparison, type ComparisonLineFacts } from './comparison';

const facts = (values: Partial<ComparisonLineFacts> = {}): ComparisonLineFacts => ({
  ordered: '10.000',
  delivered: '8.000',
  price: '2.5000',
  discount: '0.00',
  invoiced: null,
  debited: null,
  credited: null,
  ...values,
});

describe('the comparison of a delivery note line', () => {
  it('has no difference, not a zero one, while no document bills the line', () => {
    const line = compareLine(facts());
    expect(line).toMatchObject({
      ordered: '10',
      delivered: '8',
      invoicedQuantity: null,
      invoicedAmount: null,
      creditedQuantity: null,
      creditedAmount: null,
      deliveredValue: '20.00',
      quantityDifference: null,
      moneyDifference: null,
      status: 'no_document',
    });
    // A credit alone bills nothing: still nothing to compare.
    expect(compareLine(facts({ credited: { quantity: '2', amount: '5' } })).status).toBe('no_document');
  });

  it('shows an invoice billing more than was delivered as a difference in quantity and money', () => {
    const line = compareLine(facts({ invoiced: { quantity: '10.000', amount: '25.0000' } }));
    expect(line).toMatchObject({
      invoicedQuantity: '10',
      invoicedAmount: '25.00',
      quantityDifference: '2',
      moneyDifference: '5.00',
      status: 'difference',
    });
  });

  it('brings the difference to zero with a credit for the shortage', () => {
    const line = compareLine(
      facts({ invoiced: { quantity: '10', amount: '25' }, credited: { quantity: '2', amount: '5' } }),
    );
    expect(line).toMatchObject({
      creditedQuantity: '2',
      creditedAmount: '5.00',
      quantityDifference: '0',
      moneyDifference: '0.00',
      status: 'matches',
    });
  });

  it('adds a debit to what is invoiced', () => {
    const line = compareLine(
      facts({
        delivered: '12',
        invoiced: { quantity: '10', amount: '25' },
        debited: { quantity: '2', amount: '5.00' },
      }),
    );
    expect(line).toMatchObject({ invoicedQuantity: '12', invoicedAmount: '30.00', status: 'matches' });
    // A debit without the invoice bills the line too.
    expect(compareLine(facts({ debited: { quantity: '1', amount: '2.5' } }))).toMatchObject({
      quantityDifference: '-7',
      moneyDifference: '-17.50',
      status: 'difference',
    });
  });

  it('keeps weights exact: no binary rounding of decimals', () => {
    // 1.235 kg at 12.99 with 10 % discount = 14.437965 → 14.44; invoiced 1.24 kg for 14.50.
    const line = compareLine(
      facts({
        ordered: '1.250',
        delivered: '1.235',
        price: '12.9900',
        discount: '10.00',
        invoiced: { quantity: '1.240', amount: '14.5000' },
        credited: { quantity: '0.005', amount: '0.06' },
      }),
    );
    expect(line).toMatchObject({
      deliveredValue: '14.44',
      quantityDifference: '0',
      moneyDifference: '0.00',
      status: 'matches',
    });
    expect(deliveredValue('0.1', '0.2', null)).toBe('0.02');
    expect(
      compareLine(facts({ delivered: '0.3', invoiced: { quantity: '0.1', amount: '0' } })).quantityDifference,
    ).toBe('-0.2');
  });

  it('has no money difference without an order price, the quantity still compared', () => {
    const line = compareLine(
      facts({ ordered: null, price: null, discount: null, invoiced: { quantity: '8', amount: '30' } }),
    );
    expect(line).toMatchObject({ deliveredValue: null, quantityDifference: '0', moneyDifference: null });
    expect(line.status).toBe('matches');
  });

  it('adds up a note or a page: each sum over the lines that have it', () => {
    const totals = sumComparison([
      compareLine(facts()),
      compareLine(facts({ invoiced: { quantity: '10', amount: '25' } })),
      compareLine(facts({ invoiced: { quantity: '10', amount: '25' }, credited: { quantity: '2', amount: '5' } })),
    ]);
    expect(totals).toEqual({
      invoicedAmount: '50.00',
      creditedAmount: '5.00',
      deliveredValue: '60.00',
      moneyDifference: '5.00',
      differences: 1,
      withoutDocument: 1,
    });
  });
});
