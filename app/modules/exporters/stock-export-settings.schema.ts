import { z } from 'zod';

/** Which of the product's codes names it in the accounting system. */
export const ITEM_CODES = ['internal', 'supplier', 'ean'] as const;
export type ItemCode = (typeof ITEM_CODES)[number];

export const ENCODINGS = ['windows-1250', 'utf-8'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * The columns a Pantheon file can hold, each with its header (Pantheon's own field names where its documentation
 * shows them: IDENT, NAZIV). Pantheon's stock-count import layout is not public, so the shop picks and orders them.
 */
export const PANTHEON_COLUMNS = {
  ident: 'Ident',
  name: 'Naziv',
  quantity: 'Količina',
  unit: 'EM',
  warehouse: 'Skladišče',
  price: 'Cena',
  value: 'Vrednost',
  ean: 'EAN',
} as const;
export type PantheonColumn = keyof typeof PANTHEON_COLUMNS;
const PANTHEON_COLUMN_KEYS = Object.keys(PANTHEON_COLUMNS) as [PantheonColumn, ...PantheonColumn[]];

export const DEFAULT_PANTHEON_COLUMNS: PantheonColumn[] = [
  'ident',
  'name',
  'quantity',
  'unit',
  'warehouse',
  'price',
  'value',
];

/** A shop's stock export settings, kept in shops.stock_export_settings. */
const stockExportSettingsSchema = z.object({
  warehouseCode: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(20, 'stockExport.settings.warehouseTooLong')
    .regex(/^[^;"\r\n]*$/, 'stockExport.settings.warehouseCharacters'),
  encoding: z.enum(ENCODINGS, 'validation.choose'),
  itemCode: z.enum(ITEM_CODES, 'validation.choose'),
  pantheonColumns: z
    .array(z.enum(PANTHEON_COLUMN_KEYS))
    .min(1, 'stockExport.settings.columnsEmpty')
    .refine((columns) => new Set(columns).size === columns.length, 'stockExport.settings.columnsTwice')
    .refine(
      (columns) => columns.includes('ident') && columns.includes('quantity'),
      'stockExport.settings.columnsNeeded',
    ),
});
export type StockExportSettings = z.infer<typeof stockExportSettingsSchema>;

/** What a shop starts with: Windows-1250 (what Slovenian Windows' Excel reads), the internal (Pia) code. */
export const DEFAULT_SETTINGS: StockExportSettings = {
  warehouseCode: '',
  encoding: 'windows-1250',
  itemCode: 'internal',
  pantheonColumns: DEFAULT_PANTHEON_COLUMNS,
};

/**
 * The stored settings as the form shows them: the defaults for what is missing or no longer valid, and whether the
 * whole set is complete enough to write a file (a warehouse code is required by both systems).
 */
export function readSettings(stored: unknown): { settings: StockExportSettings; complete: boolean } {
  const merged = { ...DEFAULT_SETTINGS, ...(stored && typeof stored === 'object' ? stored : {}) };
  const parsed = stockExportSettingsSchema.safeParse(merged);
  if (parsed.success) return { settings: parsed.data, complete: true };
  const field = <K extends keyof StockExportSettings>(key: K): StockExportSettings[K] =>
    stockExportSettingsSchema.shape[key].safeParse(merged[key]).success
      ? (merged[key] as StockExportSettings[K])
      : DEFAULT_SETTINGS[key];
  return {
    settings: {
      warehouseCode: typeof merged.warehouseCode === 'string' ? merged.warehouseCode : '',
      encoding: field('encoding'),
      itemCode: field('itemCode'),
      pantheonColumns: field('pantheonColumns'),
    },
    complete: false,
  };
}

/** The column set as the form writes it: the headers in order, separated by ";". */
export const columnsText = (columns: readonly PantheonColumn[]) =>
  columns.map((column) => PANTHEON_COLUMNS[column]).join('; ');

/** A typed column list ("Ident; Naziv; Količina") as column keys; unknown names are returned apart. */
export function parseColumnsText(text: string): { columns: PantheonColumn[]; unknown: string[] } {
  const byHeader = new Map(
    PANTHEON_COLUMN_KEYS.flatMap((key) => [
      [PANTHEON_COLUMNS[key].toLowerCase(), key],
      [key.toLowerCase(), key],
    ]),
  );
  const columns: PantheonColumn[] = [];
  const unknown: string[] = [];
  for (const part of text.split(/[;,]/)) {
    const name = part.trim();
    if (!name) continue;
    const key = byHeader.get(name.toLowerCase());
    if (key) columns.push(key);
    else unknown.push(name);
  }
  return { columns, unknown };
}

/** The settings form's fields (one text field for the column set). */
export const settingsFormSchema = z
  .object({
    warehouseCode: z.string('validation.required'),
    encoding: z.string().optional(),
    itemCode: z.string().optional(),
    pantheonColumns: z.string().optional(),
  })
  .transform((form, ctx) => {
    const { columns, unknown } = parseColumnsText(form.pantheonColumns ?? columnsText(DEFAULT_PANTHEON_COLUMNS));
    if (unknown.length)
      ctx.addIssue({ code: 'custom', path: ['pantheonColumns'], message: 'stockExport.settings.columnsUnknown' });
    const parsed = stockExportSettingsSchema.safeParse({ ...form, pantheonColumns: columns });
    if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
    return parsed.success ? parsed.data : z.NEVER;
  });
