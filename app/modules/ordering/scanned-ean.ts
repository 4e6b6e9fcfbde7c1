import { parseScan } from '#app/utils/gs1';

/**
 * The EAN to look up for a scanned code, as if it had been typed: plain digits as they came; a GS1 element string
 * (GS1-128, GS1 DataMatrix or QR) by its GTIN (01) in the shortest usual form (EAN-8, EAN-13, else GTIN-14), since
 * products keep their EAN as printed. Anything else goes as it came, without GS1 separators, and is refused or not
 * found like a typed code. `today` ("YYYY-MM-DD") is what parseScan checks the dates of a GS1 string against.
 */
export function eanFromScan(text: string, today: string): string {
  const plain = text.trim();
  if (/^\d{6,14}$/.test(plain)) return plain;
  const scan = parseScan(text, today);
  if (!scan.ok || !scan.gtin) return plain.replaceAll('\u001d', '');
  if (scan.gtin.startsWith('000000')) return scan.gtin.slice(6);
  if (scan.gtin.startsWith('0')) return scan.gtin.slice(1);
  return scan.gtin;
}
