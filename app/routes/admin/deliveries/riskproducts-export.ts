import type { Route } from './+types/riskproducts-export';
import { recordExportLoader } from './records.server';

/** The list's filtered lines as CSV, XLSX or PDF (records.server.ts). */
export function loader(args: Route.LoaderArgs) {
  return recordExportLoader('risk', args);
}
