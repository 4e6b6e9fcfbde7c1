/**
 * The pure rules of `POST /backend/asn` (docs/decisions/033-advance-ship-notices.md, "API"): what a supplier's system
 * may send, and how large. The OpenAPI document (openapi.ts) and the server's body limit (server/body-limit.ts) read
 * these, so the three never disagree.
 */

/** The largest message the API reads; the server answers 413 past it, before the body is read. */
export const MAX_ASN_API_BYTES = 5 * 1024 * 1024;

export const ASN_API_PATH = '/backend/asn';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The media types accepted, each with the file name the import is handed: the format is decided by the content
 * (UNA/UNB/UNH, an XML DespatchAdvice, a zip with a workbook, delimited text), the name only breaks a tie.
 */
export const ASN_API_MEDIA_TYPES = {
  'application/edifact': 'asn.edi',
  'text/plain': 'asn.edi',
  'application/xml': 'asn.xml',
  'text/xml': 'asn.xml',
  'text/csv': 'asn.csv',
  [XLSX_TYPE]: 'asn.xlsx',
} as const satisfies Record<string, string>;
export type AsnApiMediaType = keyof typeof ASN_API_MEDIA_TYPES;

/** The media type of a Content-Type header (parameters such as charset dropped), if it is one the API accepts. */
export function acceptedMediaType(contentType: string | null): AsnApiMediaType | null {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return Object.hasOwn(ASN_API_MEDIA_TYPES, type) ? (type as AsnApiMediaType) : null;
}

/** What the import tells of one stored notice (asn-import.service.server.ts `ImportedAsn`). */
interface StoredAsn {
  id: number;
  asnNumber: string;
  status: string;
  replaced: boolean;
  orderId: number | null;
  orderNumber: string | null;
  lineCount: number;
  problems: { position: number; source: string; problem: string }[];
}

/** One notice as the API's 201 answer shows it (the OpenAPI schema `Asn`). */
export function apiAsnOf(asn: StoredAsn) {
  return {
    id: asn.id,
    asnNumber: asn.asnNumber,
    status: asn.status,
    replaced: asn.replaced,
    order: asn.orderId === null ? null : { id: asn.orderId, number: asn.orderNumber ?? '' },
    lineCount: asn.lineCount,
    problems: asn.problems.map(({ position, source, problem }) => ({ position, source, problem })),
  };
}

/** The language of the answer's messages: the supplier's, when its record names one, else English. */
export function apiLanguageOf(supplierLanguage: 'en' | 'sl' | null): 'en' | 'si' {
  return supplierLanguage === 'sl' ? 'si' : 'en';
}
