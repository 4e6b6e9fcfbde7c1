/**
 * Which field each column of an imported sheet fills, for every import that lets the shop match columns (products,
 * advance ship notices): guessed from the headers, remembered per header, checked, and read back from the form. Each
 * import names its own fields and the header names each field answers to.
 */

/** A column's field, or '' for a column that is not imported. */
export type Columns<F extends string> = (F | '')[];

/** Lower case, no accents, nothing but letters and digits: "Koda EAN" and "koda_ean" are one header. */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const isOneOf = <F extends string>(fields: readonly F[], value: unknown): value is F =>
  (fields as readonly unknown[]).includes(value);

/**
 * The shop's last choice for a header of that name first, else the first field whose names hold the (normalized)
 * header. A field is taken by the first column that claims it.
 */
export function guessColumns<F extends string>(
  fields: readonly F[],
  names: Record<F, Set<string>>,
  headers: string[],
  remembered: Record<string, string>,
): Columns<F> {
  const taken = new Set<string>();
  return headers.map((header) => {
    const key = normalizeHeader(header);
    const recalled = remembered[key];
    if (recalled !== undefined && (recalled === '' || (isOneOf(fields, recalled) && !taken.has(recalled)))) {
      if (recalled) taken.add(recalled);
      return recalled as F | '';
    }
    const field = fields.find((candidate) => !taken.has(candidate) && names[candidate].has(key));
    if (!field) return '';
    taken.add(field);
    return field;
  });
}

/** The mapping a form sent, one value per file column; null when a value is not one of the fields (a forged form). */
export function readColumns<F extends string>(
  fields: readonly F[],
  columns: number,
  value: (index: number) => unknown,
): Columns<F> | null {
  const mapping: Columns<F> = [];
  for (let index = 0; index < columns; index++) {
    const raw = value(index) ?? '';
    if (raw !== '' && !isOneOf(fields, raw)) return null;
    mapping.push(raw as F | '');
  }
  return mapping;
}

/** Each field chosen for more than one column, once, in the order of the columns. */
export function fieldsChosenTwice<F extends string>(mapping: Columns<F>): F[] {
  const seen = new Set<F>();
  const twice = new Set<F>();
  for (const field of mapping) {
    if (!field) continue;
    if (seen.has(field)) twice.add(field);
    seen.add(field);
  }
  return [...twice];
}

/** What the shop remembers: each header (normalized) with the field it filled, '' for "not imported". */
export function rememberedColumns(headers: string[], mapping: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    headers.map((header, index) => [normalizeHeader(header), mapping[index] ?? '']).filter(([key]) => key !== ''),
  );
}
