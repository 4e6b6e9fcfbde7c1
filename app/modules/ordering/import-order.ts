import { QuantitySchema } from './cart.schema';
const IMPORT_COLUMNS = ['supplierProductId', 'ean', 'internalId', 'quantity', 'deliveryDate'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

const normalize = (header: string) =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Header names in English and Slovenian, normalized (no accents, spaces or punctuation). */
const HEADER_NAMES: Record<ImportColumn, string[]> = {
  supplierProductId: [
    'supplierproductid',
    'supplierproductcode',
    'suppliercode',
    'supplierid',
    'sifradobavitelja',
    'sifraizdelkadobavitelja',
    'dobaviteljevasifra',
  ],
  ean: ['ean', 'eancode', 'gtin', 'barcode', 'eankoda', 'crtnakoda'],
  internalId: ['internalid', 'internalproductid', 'internalcode', 'internasifra', 'notranjasifra', 'sifra'],
  quantity: ['quantity', 'qty', 'kolicina', 'kol'],
  deliveryDate: ['deliverydate', 'date', 'datumdobave', 'datum', 'dobava'],
};

/** Which column of the file holds what, guessed from its header; -1 where none matches. */
export function guessColumns(headers: string[]): Record<ImportColumn, number> {
  const names = headers.map(normalize);
  return Object.fromEntries(
    IMPORT_COLUMNS.map((column) => [column, names.findIndex((name) => HEADER_NAMES[column].includes(name))]),
  ) as Record<ImportColumn, number>;
}

/** A positive quantity as the cart takes it ("12", "1,5", "2.250"), normalised; null when it is not one. */
export function parseQuantity(value: string): string | null {
  const parsed = QuantitySchema.safeParse(value);
  if (!parsed.success) return null;
  // 3,500 → 3.5: the same decimal the cart stores, without the zeros a spreadsheet adds.
  return parsed.data.includes('.') ? parsed.data.replace(/\.?0+$/, '') : parsed.data.replace(/^0+(?=\d)/, '');
}

/** 2026-11-23, 23.11.2026 or 23. 11. 2026 as an ISO date; null when it is not a real date. */
export function parseImportDate(value: string): string | null {
  const trimmed = value.trim();
  let y: number, m: number, d: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const sl = /^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})$/.exec(trimmed);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (sl) [y, m, d] = [Number(sl[3]), Number(sl[2]), Number(sl[1])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}
