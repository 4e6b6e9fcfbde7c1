import type { CsvFile } from '#app/modules/analytics/analytics-csv';

/** An analytics CSV as a download that no cache keeps. */
export function csvDownload(file: CsvFile): Response {
  return new Response(file.body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      'Cache-Control': 'no-store',
    },
  });
}
