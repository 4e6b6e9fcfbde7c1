import Decimal from 'decimal.js';

/**
 * Despatched quantities in the product's unit (docs/decisions/033-advance-ship-notices.md, "Formats"). A message
 * names its unit by a UN/ECE Recommendation 20 code (or Rec 21 package code with an X in front), a spreadsheet by a
 * word in English or Slovenian. A quantity is converted only when the conversion is certain: the same kind of unit
 * (pieces, mass, volume) by its exact factor, packages and pallets by the product's units per package and packages
 * per pallet. Anything else is not convertible — never a guess. Quantities are exact decimal strings.
 */

type UnitKind = 'count' | 'mass' | 'volume' | 'package' | 'pallet';

interface Unit {
  kind: UnitKind;
  /** In the kind's base unit: one piece, one kilogram, one litre, one package, one pallet. */
  factor: string;
}

const UNITS: [UnitKind, string, string[]][] = [
  [
    'count',
    '1',
    [
      'c62',
      'pce',
      'h87',
      'ea',
      'nmb',
      'nar',
      'pc',
      'pcs',
      'piece',
      'pieces',
      'each',
      'unit',
      'units',
      'item',
      'items',
      'kos',
      'kosov',
      'kosa',
      'kom',
      'komad',
      'st',
    ],
  ],
  ['mass', '1', ['kgm', 'kg', 'kgs', 'kilo', 'kilogram', 'kilograms', 'kilogramov']],
  ['mass', '0.01', ['dag', 'dkg', 'dekagram', 'dekagramov']],
  ['mass', '0.001', ['grm', 'g', 'gr', 'gram', 'grams', 'gramov']],
  ['mass', '1000', ['tne', 'tonne', 'tonnes', 'tona', 'ton']],
  ['volume', '1', ['ltr', 'l', 'lit', 'litre', 'litres', 'liter', 'liters', 'litrov']],
  ['volume', '0.1', ['dlt', 'dl', 'decilitre', 'deciliter']],
  ['volume', '0.01', ['clt', 'cl', 'centilitre', 'centiliter']],
  ['volume', '0.001', ['mlt', 'ml', 'millilitre', 'milliliter', 'mililiter']],
  [
    'package',
    '1',
    [
      'xpk',
      'xpa',
      'xbx',
      'xct',
      'xcs',
      'xcr',
      'pk',
      'pa',
      'bx',
      'ct',
      'cs',
      'cr',
      'pack',
      'packs',
      'package',
      'packages',
      'packet',
      'packets',
      'box',
      'boxes',
      'carton',
      'cartons',
      'case',
      'cases',
      'crate',
      'crates',
      'pak',
      'paket',
      'paketov',
      'pakiranje',
      'pakiranj',
      'kt',
      'karton',
      'kartonov',
      'škatla',
      'škatel',
      'skatla',
      'zaboj',
      'zabojev',
      'gajba',
    ],
  ],
  ['pallet', '1', ['xpx', 'px', 'pallet', 'pallets', 'pal', 'paleta', 'palet', 'palete']],
];

const BY_NAME = new Map<string, Unit>(
  UNITS.flatMap(([kind, factor, names]) => names.map((name): [string, Unit] => [name, { kind, factor }])),
);

const normalize = (unit: string) => unit.trim().toLowerCase().replace(/\.$/, '');

/** What a unit code or word means, or null when it is not one we know. */
export function unitOf(unit: string): Unit | null {
  return BY_NAME.get(normalize(unit)) ?? null;
}

export interface ProductUnitTerms {
  /** The product's (supplier's) measuring unit (products.supplier_unit); null: the product is counted. */
  unit: string | null;
  /** How many of the product's unit one package holds (products.units_per_package). */
  unitsPerPackage: string | null;
  packagesPerPallet?: number | null;
}

export type UnitConversion = { ok: true; quantity: string } | { ok: false };

const NOT_CONVERTIBLE: UnitConversion = { ok: false };
const MAX = new Decimal('99999999999.999');

const positive = (value: string | number | null | undefined) => {
  if (value === null || value === undefined || !/^\d+(\.\d+)?$/.test(String(value))) return null;
  const decimal = new Decimal(value);
  return decimal.gt(0) ? decimal : null;
};

/** Exact to the three decimals quantities are stored with, or not convertible. */
function result(quantity: Decimal): UnitConversion {
  if (quantity.decimalPlaces() > 3 || quantity.gt(MAX)) return NOT_CONVERTIBLE;
  return { ok: true, quantity: quantity.toFixed() };
}

/**
 * `quantity` (a decimal string) sent in `unitCode`, in the product's unit. No unit code: the quantity is already in
 * the product's unit (as ordered). An unknown code converts only to a product unit written the same way.
 */
export function convertToProductUnit(
  quantity: string,
  unitCode: string | null,
  product: ProductUnitTerms,
): UnitConversion {
  if (!/^\d+(\.\d+)?$/.test(quantity.trim())) return NOT_CONVERTIBLE;
  const sent = new Decimal(quantity.trim());
  if (unitCode === null || !unitCode.trim()) return result(sent);
  const productUnit = product.unit?.trim() ? product.unit : null;
  if (productUnit !== null && normalize(productUnit) === normalize(unitCode)) return result(sent);

  const from = unitOf(unitCode);
  // A product without a unit is counted, as its order lines are.
  const to = productUnit === null ? unitOf('pce') : unitOf(productUnit);
  if (!from || !to) return NOT_CONVERTIBLE;

  const perPackage = positive(product.unitsPerPackage);
  let amount = sent;
  let kind = from.kind;
  if (kind === 'pallet') {
    if (to.kind === 'pallet') return result(sent);
    const perPallet = positive(product.packagesPerPallet ?? null);
    if (!perPallet) return NOT_CONVERTIBLE;
    amount = amount.times(perPallet);
    kind = 'package';
  }
  if (kind === 'package') {
    if (to.kind === 'package') return result(amount);
    // Units per package are in the product's unit.
    if (!perPackage || to.kind === 'pallet') return NOT_CONVERTIBLE;
    return result(amount.times(perPackage));
  }
  if (kind === to.kind) return result(amount.times(from.factor).div(to.factor));
  // Pieces into a product counted in packages: whole packages of its units per package only.
  if (kind === 'count' && to.kind === 'package' && perPackage) return result(amount.div(perPackage));
  return NOT_CONVERTIBLE;
}
