import { CERTIFICATE_SCHEMES, type CertificateScheme } from '#app/db/schema/receiving';

/**
 * Certified seafood at the door (issue 14, docs/decisions/034-reclamations-and-records.md): which scheme a product is
 * certified under, the supplier's certificate for it, and whether receiving should warn. Pure.
 */

/** The supplier's certificate of one scheme, as kept on the shop's supplier. */
export interface SupplierCertificate {
  number: string | null;
  /** YYYY-MM-DD; null: not known. */
  expires: string | null;
}

export type SupplierCertificates = Record<CertificateScheme, SupplierCertificate>;

const SCHEME_WORDS = CERTIFICATE_SCHEMES.map(
  (scheme) => [scheme, new RegExp(`(?<![\\p{L}\\p{N}_])${scheme}(?![\\p{L}\\p{N}_])`, 'iu')] as const,
);

/**
 * The schemes a product's certificates text names, in the order of CERTIFICATE_SCHEMES: "ASC" or "MSC" as a whole
 * word, in any case, so "MSC-C-5555", "asc, msc", "ASC/MSC" and "MSC certified" count, and "MASC", "MSC2" or
 * "ascorbic" do not (a letter, digit or underscore beside it makes it another word).
 */
export function seafoodSchemes(certificates: string | null | undefined): CertificateScheme[] {
  if (!certificates) return [];
  return SCHEME_WORDS.flatMap(([scheme, word]) => (word.test(certificates) ? [scheme] : []));
}

export type CertificateWarning = 'missing' | 'expired';

/**
 * Receiving warns (never refuses) when the supplier has no number for the scheme, or its certificate expired before
 * the delivery date (a certificate expiring on the delivery day still covers it).
 */
export function certificateWarning(certificate: SupplierCertificate, deliveryDate: string): CertificateWarning | null {
  if (!certificate.number?.trim()) return 'missing';
  if (certificate.expires !== null && certificate.expires < deliveryDate) return 'expired';
  return null;
}

export interface LineCertificate {
  scheme: CertificateScheme;
  /** The supplier's certificate of that scheme. */
  supplier: SupplierCertificate;
  warning: CertificateWarning | null;
}

/**
 * The certificate a line of a product is received under: null when its certificates name no scheme. A product named
 * under both is recorded under the first scheme whose supplier certificate raises no warning, else the first named.
 */
export function lineCertificate(
  certificates: string | null | undefined,
  supplier: SupplierCertificates,
  deliveryDate: string,
): LineCertificate | null {
  const found = seafoodSchemes(certificates).map((scheme) => ({
    scheme,
    supplier: supplier[scheme],
    warning: certificateWarning(supplier[scheme], deliveryDate),
  }));
  return found.find((candidate) => candidate.warning === null) ?? found[0] ?? null;
}

/** The certificate number a line records: the one typed on the line, else the supplier's for its scheme. */
export function lineCertificateNumber(typed: string | null, certificate: LineCertificate): string | null {
  return typed?.trim() || certificate.supplier.number?.trim() || null;
}
