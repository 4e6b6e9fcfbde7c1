import { describe, expect, it } from 'vitest';
import { creditNoteMappingErrors, guessCreditNoteMapping, readCreditNoteSheet } from './credit-note-sheet';

describe('credit notes from a spreadsheet', () => {
  it('guesses English and Slovenian headers, and a remembered choice first', () => {
    expect(
      guessCreditNoteMapping(['Številka dobropisa', 'Datum', 'Šifra', 'Naziv', 'Razlika', 'Enota', 'Znesek']),
    ).toEqual(['number', 'issueDate', 'itemId', 'description', 'differenceQuantity', 'unit', 'amount']);
    expect(guessCreditNoteMapping(['Doc', 'Date'], { doc: 'number' })).toEqual(['number', 'issueDate']);
  });

  it('names what a mapping lacks', () => {
    expect(creditNoteMappingErrors(['number', 'itemId'])).toEqual([
      { code: 'missing', field: 'issueDate' },
      { code: 'missing', field: 'amount' },
    ]);
  });

  it('groups rows into documents, works out a missing amount and reports each bad row by its line', () => {
    const mapping = guessCreditNoteMapping([
      'Number',
      'Date',
      'Delivery note',
      'Item',
      'Difference',
      'Unit price',
      'Amount',
    ]);
    const read = readCreditNoteSheet(
      {
        headers: [],
        rows: [
          ['CN-1', '20.11.2026', 'DN-1', 'MILK-1', '2', '1,25', ''],
          ['CN-1', '2026-11-20', '', 'BR-1', '1', '', '3.10'],
          ['CN-2', '31.02.2026', '', 'X', '1', '', '1'],
          ['CN-1', '2026-11-20', 'DN-9', 'Y', 'two', '', '1'],
          ['', '', '', '', '', '', ''],
        ],
      },
      mapping,
      'credit',
    );
    expect(read.documents).toHaveLength(1);
    expect(read.documents[0]).toMatchObject({ number: 'CN-1', issueDate: '2026-11-20', deliveryReference: 'DN-1' });
    expect(read.documents[0]!.lines.map((line) => line.amount)).toEqual(['2.5', '3.1']);
    expect(read.badRows).toEqual([
      { row: 4, subject: 'X', issues: [{ field: 'issueDate', code: 'date' }] },
      {
        row: 5,
        subject: 'Y',
        issues: [
          { field: 'differenceQuantity', code: 'quantity' },
          { field: 'deliveryReference', code: 'differs' },
        ],
      },
    ]);
  });
});
