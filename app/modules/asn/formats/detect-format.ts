import type { AsnFormat } from '#app/db/schema/asn';

/**
 * Which reader a file needs, told by its content (docs/decisions/033-advance-ship-notices.md): an EDIFACT interchange
 * starts with UNA, UNB or UNH; a UBL despatch advice is XML whose root (or, in a Peppol envelope, whose document) is
 * DespatchAdvice; an XLSX is a ZIP holding a workbook; a CSV is text with a delimiter. The file name only breaks ties
 * (a ZIP or one-column text that says nothing more). Null: none of these.
 */

const HEAD_BYTES = 64 * 1024;

const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((byte, index) => bytes[index] === byte);

/** Whether the ASCII `needle` occurs in `bytes` (a ZIP's entry names are stored in plain text). */
function containsAscii(bytes: Uint8Array, needle: string): boolean {
  const codes = [...needle].map((char) => char.charCodeAt(0));
  outer: for (let i = 0; i + codes.length <= bytes.length; i++) {
    for (let j = 0; j < codes.length; j++) if (bytes[i + j] !== codes[j]) continue outer;
    return true;
  }
  return false;
}

const extension = (fileName: string | null) => /\.([A-Za-z0-9]+)$/.exec(fileName ?? '')?.[1]?.toLowerCase() ?? null;

/** The local name of the first element of an XML text (after the declaration, comments and processing instructions). */
function xmlRoot(text: string): string | null {
  const rest = text.replace(/^(\s|<\?[\s\S]*?\?>|<!--[\s\S]*?-->)*/, '');
  const match = /^<([A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)/.exec(rest);
  return match ? match[2]! : null;
}

/** Text with control characters other than tab and line breaks is not a spreadsheet export. */
const looksBinary = (text: string) =>
  [...text].some((char) => {
    const code = char.charCodeAt(0);
    return code < 0x09 || (code > 0x0d && code < 0x1b);
  });

export function detectAsnFormat(bytes: Uint8Array, fileName: string | null): AsnFormat | null {
  if (!bytes.length) return null;
  const ext = extension(fileName);
  // ZIP local file header: an Office Open XML workbook names its parts in xl/.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    return containsAscii(bytes, 'xl/workbook') || containsAscii(bytes, 'xl/worksheets') || ext === 'xlsx'
      ? 'xlsx'
      : null;
  }
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, HEAD_BYTES)).replace(/^\uFEFF/, '');
  const text = head.trimStart();
  if (/^(UNA.{6}|UNB[^A-Za-z0-9\s]|UNH[^A-Za-z0-9\s])/s.test(text)) return 'desadv';
  if (text.startsWith('<')) {
    const root = xmlRoot(text);
    if (root === 'DespatchAdvice') return 'ubl';
    if (root === 'StandardBusinessDocument' && /<([A-Za-z_][\w.-]*:)?DespatchAdvice[\s>]/.test(text)) return 'ubl';
    return null;
  }
  if (looksBinary(text)) return null;
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  if (/[;,\t|]/.test(firstLine)) return 'csv';
  return ext === 'csv' || ext === 'txt' ? 'csv' : null;
}
