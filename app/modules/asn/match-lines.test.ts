import { describe, expect, it } from 'vitest';
import type { ParsedAsnLine } from './asn-document';
import {
  gtinKey,
  itemCodeKey,
  matchAsnLines,
  pickSupplier,
  type AsnCatalog,
  type AsnCatalogProduct,
} from './match-lines';

const line = (overrides: Partial<ParsedAsnLine>): ParsedAsnLine => ({
  position: 1,
  source: 'LIN 1',
  gtin: null,
  supplierItemCode: null,
  buyerItemCode: null,
  description: null,
  quantity: '1',
  unitCode: null,
  orderedQuantity: null,
  outstandingQuantity: null,
  bestBefore: null,
  lot: null,
  sscc: null,
  orderLineReference: null,
  ...overrides,
});

const milk: AsnCatalogProduct = { productId: 1, unit: 'kos', unitsPerPackage: '6', packagesPerPallet: null };
const cheese: AsnCatalogProduct = { productId: 2, unit: 'kg', unitsPerPackage: null, packagesPerPallet: null };
const bread: AsnCatalogProduct = { productId: 3, unit: 'kos', unitsPerPackage: null, packagesPerPallet: null };

const catalog = (orderLines: AsnCatalog['orderLines']): AsnCatalog => ({
  byGtin: new Map([
    [gtinKey('3830000100014'), milk],
    // The milk's carton GTIN-14, an extra GTIN.
    [gtinKey('13830000100011'), milk],
    [gtinKey('3830000100038'), cheese],
    [gtinKey('96385074'), bread],
  ]),
  bySupplierCode: new Map([
    [itemCodeKey('SIR-EDM'), cheese],
    [itemCodeKey('KRU-PN'), bread],
  ]),
  byBuyerCode: new Map([[itemCodeKey('P01-0003'), bread]]),
  orderLines,
});

describe('matchAsnLines', () => {
  const order = new Map([
    [1, { orderLineId: 11 }],
    [2, { orderLineId: 12 }],
  ]);

  it('matches by GTIN in any length (leading zeros), then supplier code, then the shop code', () => {
    const matched = matchAsnLines(
      [
        line({ gtin: '03830000100014', quantity: '24', unitCode: 'C62' }),
        line({ gtin: '13830000100011', quantity: '4', unitCode: 'XCT' }),
        line({ gtin: '3830000100045', supplierItemCode: 'sir-edm ', quantity: '2.5', unitCode: 'KGM' }),
        line({ gtin: '00000096385074', quantity: '3' }),
        line({ buyerItemCode: 'P01-0003', quantity: '3' }),
      ],
      catalog(null),
    );
    expect(matched.map((m) => [m.productId, m.quantity, m.sentQuantity, m.problem])).toEqual([
      [1, '24', '24', null],
      [1, '24', '4', null],
      [2, '2.5', '2.5', null],
      [3, '3', '3', null],
      [3, '3', '3', null],
    ]);
  });

  it('keeps every line, with its problem: no product, not on the order, unit', () => {
    const matched = matchAsnLines(
      [
        line({ position: 1, gtin: '3830000100014', quantity: '6', unitCode: 'PCE' }),
        line({ position: 2, gtin: '3830000100052', supplierItemCode: 'X-1', description: 'Unknown', quantity: '1' }),
        line({ position: 3, supplierItemCode: 'KRU-PN', quantity: '30', unitCode: 'H87' }),
        line({ position: 4, gtin: '3830000100038', quantity: '3', unitCode: 'C62' }),
      ],
      catalog(order),
    );
    expect(matched).toHaveLength(4);
    expect(matched.map((m) => [m.position, m.productId, m.orderLineId, m.quantity, m.problem])).toEqual([
      [1, 1, 11, '6', null],
      [2, null, null, null, 'no_product'],
      [3, 3, null, '30', 'not_on_order'],
      [4, 2, 12, null, 'unit'],
    ]);
    expect(matched[1]).toMatchObject({ description: 'Unknown', supplierItemCode: 'X-1', sentQuantity: '1' });
  });
});

describe('pickSupplier', () => {
  const candidates = [
    { supplierId: 1, gln: '3830000000017', vatNumber: 'SI12345679', ids: ['D-17'] },
    { supplierId: 2, gln: null, vatNumber: 'SI87654318', ids: ['PEK'] },
    { supplierId: 3, gln: null, vatNumber: null, ids: ['dup'] },
    { supplierId: 4, gln: null, vatNumber: null, ids: ['DUP'] },
  ];
  const party = (overrides: object) => ({ gln: null, vatNumber: null, id: null, name: null, ...overrides });

  it('finds the supplier by GLN, then VAT number, then the shop’s IDs', () => {
    expect(pickSupplier(party({ gln: '3830000000017', vatNumber: 'SI87654318' }), candidates)).toBe(1);
    expect(pickSupplier(party({ gln: '3830000000048', vatNumber: 'si 8765 4318' }), candidates)).toBe(2);
    expect(pickSupplier(party({ vatNumber: '87654318' }), candidates)).toBe(2);
    expect(pickSupplier(party({ id: ' pek ' }), candidates)).toBe(2);
  });

  it('gives null when nothing matches or the match is not unique', () => {
    expect(pickSupplier(party({ gln: '3830000000048' }), candidates)).toBeNull();
    expect(pickSupplier(party({ vatNumber: 'HR87654318' }), candidates)).toBeNull();
    expect(pickSupplier(party({ id: 'dup' }), candidates)).toBeNull();
    expect(pickSupplier(party({}), candidates)).toBeNull();
  });
});
