import type { DbOrTx } from '#app/db/client.server';
import type { ExportModule } from '#app/db/schema/org';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import { todayIn } from '#app/utils/dates';
import { getServerT } from '#app/utils/i18n.server';
import type { Language } from '#app/utils/language';
import { countCsv, countSheetPdf, countXlsx } from './count-files.server';
import { fileSlug } from './file-name';
import { writeMinimax } from './minimax';
import { writePantheon } from './pantheon';
import { readSettings, type StockExportSettings } from './stock-export-settings.schema';
import { findInventory } from '#app/modules/inventory/inventories.repo.server';
import {
  findExportSetup,
  listCountSectors,
  readCountedProducts,
  readCountLines,
  saveExportSettings,
  type CountHead,
} from './stock-export.repo.server';
import { stockExportRows, type StockExportRows } from './stock-rows';

/** The formats of …/export/:format: the two accounting files and the count's own files. */
const COUNT_FILE_FORMATS = ['pantheon', 'minimax', 'csv', 'xlsx', 'sheet'] as const;
export type CountFileFormat = (typeof COUNT_FILE_FORMATS)[number];

export const parseCountFileFormat = (value: string | undefined): CountFileFormat | null =>
  COUNT_FILE_FORMATS.find((format) => format === value) ?? null;

async function previewOf(db: DbOrTx, shop: ShopScope, count: CountHead, settings: StockExportSettings) {
  const products = await readCountedProducts(db, shop, count, todayIn(shop.timeZone));
  return stockExportRows(products, settings.itemCode);
}

export type StockExportPage =
  | {
      ok: true;
      count: CountHead;
      module: ExportModule;
      settings: StockExportSettings;
      complete: boolean;
      /** Null while the count is in progress: only a finished count is previewed and exported. */
      preview: StockExportRows | null;
      sectors: Awaited<ReturnType<typeof listCountSectors>>;
    }
  | { ok: false; reason: 'forbidden' };

/** The export page: the shop's module and settings, the preview of a finished count, its sectors for the sheet. */
export async function getStockExportPage(
  db: DbOrTx,
  shop: ShopScope,
  inventoryId: number,
): Promise<StockExportPage | null> {
  if (!mayInShop(shop, 'inventory:manage')) return { ok: false, reason: 'forbidden' };
  const count = await findInventory(db, shop, inventoryId);
  if (!count) return null;
  const [setup, sectors] = await Promise.all([findExportSetup(db, shop), listCountSectors(db, shop, inventoryId)]);
  const { settings, complete } = readSettings(setup.settings);
  const preview = count.status === 'finished' ? await previewOf(db, shop, count, settings) : null;
  return { ok: true, count, module: setup.module, settings, complete, preview, sectors };
}

/** Saves the shop's export settings (they serve every count of the shop). */
export async function saveStockExportSettings(
  db: DbOrTx,
  shop: ShopScope,
  inventoryId: number,
  settings: StockExportSettings,
): Promise<{ ok: true } | { ok: false; reason: 'forbidden' } | null> {
  if (!mayInShop(shop, 'inventory:manage')) return { ok: false, reason: 'forbidden' };
  if (!(await findInventory(db, shop, inventoryId))) return null;
  await saveExportSettings(db, shop, settings);
  return { ok: true };
}

export type CountFileResult =
  | { ok: true; fileName: string; contentType: string; body: Buffer }
  | { ok: false; reason: 'forbidden' }
  | { ok: false; reason: 'refused'; message: string };

/** What each format needs: the accounting files are the manager's, the count's own files anyone's who sees it. */
export const COUNT_FILE_PERMISSION = {
  pantheon: 'inventory:manage',
  minimax: 'inventory:manage',
  csv: 'inventory:view',
  xlsx: 'inventory:view',
  sheet: 'inventory:view',
} as const;

/**
 * A file of the count, named after it and its date, in the user's language: the Pantheon or Minimax file of a
 * finished count (refused with the reason while it is in progress, the settings lack a warehouse code, or a product
 * has a problem), the whole count as CSV or XLSX, or the count sheet (PDF), all sectors or one (`sector`). Null when
 * the count, or the sector, is not the shop's.
 */
export async function exportCountFile(
  db: DbOrTx,
  shop: ShopScope,
  inventoryId: number,
  format: CountFileFormat,
  language: Language,
  options: { sector?: number | null; compress?: boolean } = {},
): Promise<CountFileResult | null> {
  if (!mayInShop(shop, COUNT_FILE_PERMISSION[format])) return { ok: false, reason: 'forbidden' };
  const count = await findInventory(db, shop, inventoryId);
  if (!count) return null;
  const t = getServerT(language);
  const base = `${fileSlug(count.name)}_${count.countDate}`;
  if (format === 'pantheon' || format === 'minimax') {
    const refused = (key: 'not_finished' | 'settings' | 'problems') =>
      ({ ok: false, reason: 'refused', message: t(`stockExport.refused.${key}`) }) as const;
    if (count.status !== 'finished') return refused('not_finished');
    const { settings, complete } = readSettings((await findExportSetup(db, shop)).settings);
    if (!complete) return refused('settings');
    const rows = await previewOf(db, shop, count, settings);
    if (rows.problems.length) return refused('problems');
    const write = format === 'pantheon' ? writePantheon : writeMinimax;
    return {
      ok: true,
      fileName: `${base}_${format}.csv`,
      contentType: `text/csv; charset=${settings.encoding}`,
      body: write(rows.lines, settings),
    };
  }
  if (format === 'sheet') {
    const sector = options.sector ?? null;
    if (sector !== null && !(await listCountSectors(db, shop, inventoryId)).some((s) => s.id === sector)) return null;
    const lines = await readCountLines(db, shop, inventoryId, sector);
    const body = await countSheetPdf(count, lines, {
      t,
      language,
      shopName: shop.shopName,
      compress: options.compress,
    });
    const name = fileSlug(t('stockExport.file.sheetName'));
    return { ok: true, fileName: `${base}_${name}.pdf`, contentType: 'application/pdf', body };
  }
  const lines = await readCountLines(db, shop, inventoryId);
  if (format === 'csv')
    return {
      ok: true,
      fileName: `${base}.csv`,
      contentType: 'text/csv; charset=utf-8',
      body: countCsv(lines, t, language),
    };
  return {
    ok: true,
    fileName: `${base}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: await countXlsx(lines, t, count.name),
  };
}
