/**
 * The text of an uploaded or posted message. UTF-8 when the bytes are valid UTF-8 (whatever the message declares:
 * many systems label UTF-8 as UNOC or leave the XML declaration at its default); otherwise the character set the
 * message names: EDIFACT's UNB syntax identifier (UNOD Latin-2, UNOE Cyrillic, UNOF Greek, else Latin-1 as
 * Windows-1252), XML's encoding declaration (or a UTF-16 byte order mark).
 */

const EDIFACT_CHARSETS: Record<string, string> = { UNOD: 'iso-8859-2', UNOE: 'iso-8859-5', UNOF: 'iso-8859-7' };

function decoder(label: string): TextDecoder {
  try {
    return new TextDecoder(label);
  } catch {
    return new TextDecoder('windows-1252');
  }
}

export function decodeAsnText(bytes: Uint8Array, format: 'desadv' | 'ubl'): string {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    return new TextDecoder(bytes[0] === 0xff ? 'utf-16le' : 'utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    const head = new TextDecoder('windows-1252').decode(bytes.subarray(0, 512));
    if (format === 'desadv') {
      const syntax = /UNB.(UNO[A-Z])/.exec(head)?.[1] ?? '';
      return decoder(EDIFACT_CHARSETS[syntax] ?? 'windows-1252').decode(bytes);
    }
    const declared = /<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1];
    return decoder(declared ?? 'windows-1252').decode(bytes);
  }
}
