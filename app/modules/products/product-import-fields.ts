import type { TranslationKey } from '#app/locales';
import enProducts from '#app/locales/en/products';
import slProducts from '#app/locales/sl/products';
import {
  fieldsChosenTwice,
  guessColumns,
  normalizeHeader,
  readColumns,
  type Columns,
} from '#app/modules/spreadsheet/column-mapping';

/** The product fields a file column can fill: every field of the product form (spec §3), in the form's order. */
export const IMPORT_FIELDS = [
  'supplier',
  'supplierProductId',
  'internalProductId',
  'additionalInternalProductId',
  'name',
  'ean',
  'coc',
  'gtins',
  'minOrderQuantity',
  'supplierUnit',
  'unitsPerPackage',
  'packagesPerPallet',
  'price',
  'discount',
  'vat',
  'netPercentage',
  'grossPercentage',
  'validFrom',
  'validTo',
  'temperatureRegime',
  'certificates',
  'other',
  'containsAlcohol',
  'isWeighted',
  'isRisky',
  'exportUnit',
  'excludeFromStockExport',
  'unitsInPackage',
  'mainInventoryUnit',
  'inventoryCountUnit',
  'countingUnits',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Without these a row cannot be a product. */
const REQUIRED_IMPORT_FIELDS: readonly ImportField[] = ['name', 'supplier'];

const FLAG_LABELS = { containsAlcohol: 'alcohol', isWeighted: 'weighted', isRisky: 'risky' } as const;
const isFlag = (field: ImportField): field is keyof typeof FLAG_LABELS => field in FLAG_LABELS;

/** The translation key of a field's name: the product form's label, so the export's headers read back the same. */
export function importFieldLabel(field: ImportField): TranslationKey {
  return isFlag(field) ? `products.flags.${FLAG_LABELS[field]}` : `products.fields.${field}`;
}

function labelIn(locale: typeof enProducts, field: ImportField): string {
  return field in FLAG_LABELS
    ? locale.flags[FLAG_LABELS[field as keyof typeof FLAG_LABELS]]
    : locale.fields[field as keyof typeof locale.fields];
}

/** Other names price lists use, in English and Slovenian, normalized. */
const ALIASES: Partial<Record<ImportField, string[]>> = {
  supplier: ['suppliername', 'supplierid', 'vendor', 'dobavitelj', 'nazivdobavitelja', 'iddobavitelja'],
  supplierProductId: [
    'suppliercode',
    'supplierproductcode',
    'supplieritemcode',
    'sifradobavitelja',
    'sifraizdelkadobavitelja',
    'dobaviteljevasifra',
  ],
  internalProductId: ['internalid', 'internalcode', 'internasifra', 'notranjasifra', 'sifra'],
  additionalInternalProductId: ['additionalinternalid', 'dodatnasifra'],
  name: ['productname', 'product', 'description', 'naziv', 'nazivizdelka', 'ime', 'izdelek', 'opis'],
  ean: ['ean', 'eancode', 'barcode', 'eankoda', 'crtnakoda'],
  gtins: ['gtin', 'gtins', 'gtincode', 'kodagtin'],
  minOrderQuantity: ['moq', 'minimalorderquantity', 'minimumorderquantity', 'minimalnakolicina'],
  supplierUnit: ['unit', 'uom', 'enota', 'merskaenota', 'em'],
  unitsPerPackage: ['packsize', 'pakiranje'],
  price: ['purchaseprice', 'netprice', 'nabavnacena', 'cenabrezddv'],
  discount: ['discount', 'rabat', 'popust'],
  vat: ['vat', 'vatrate', 'tax', 'ddv', 'stopnjaddv'],
  validFrom: ['validfrom', 'veljaod'],
  validTo: ['validto', 'veljado'],
  temperatureRegime: ['temperature', 'regime', 'temperatura', 'rezim'],
  containsAlcohol: ['alcohol', 'alkohol'],
  isWeighted: ['weighted', 'tehtano', 'tehtanizdelek'],
  isRisky: ['risky', 'tvegano', 'tveganizdelek'],
  countingUnits: ['countingunits', 'enotestetja'],
};

const NAMES: Record<ImportField, Set<string>> = Object.fromEntries(
  IMPORT_FIELDS.map((field) => [
    field,
    new Set([
      normalizeHeader(labelIn(enProducts, field)),
      normalizeHeader(labelIn(slProducts, field)),
      normalizeHeader(field),
      ...(ALIASES[field] ?? []),
    ]),
  ]),
) as Record<ImportField, Set<string>>;

/** A column's field, or '' for a column that is not imported. */
export type ColumnMapping = Columns<ImportField>;

/**
 * Which field each column of the file fills: the shop's last choice for a header of that name first, else guessed
 * from English or Slovenian names. A field is taken by the first column that claims it.
 */
export function guessMapping(headers: string[], remembered: Record<string, string> = {}): ColumnMapping {
  return guessColumns(IMPORT_FIELDS, NAMES, headers, remembered);
}

export type MappingError = { code: 'missing'; field: ImportField } | { code: 'twice'; field: ImportField };

/** The mapping a form sent, one `column.<n>` per file column; unknown values are refused. */
export function readMapping(columns: number, value: (index: number) => unknown): ColumnMapping | null {
  return readColumns(IMPORT_FIELDS, columns, value);
}

export function mappingErrors(mapping: ColumnMapping): MappingError[] {
  return [
    ...REQUIRED_IMPORT_FIELDS.filter((field) => !mapping.includes(field)).map((field) => ({
      code: 'missing' as const,
      field,
    })),
    ...fieldsChosenTwice(mapping).map((field) => ({ code: 'twice' as const, field })),
  ];
}
