import { describe, expect, it } from 'vitest';
import {
  certificateWarning,
  lineCertificate,
  lineCertificateNumber,
  seafoodSchemes,
  type SupplierCertificates,
} from './seafood-certificates';

describe('seafoodSchemes', () => {
  it.each([
    ['ASC-C-00123', ['asc']],
    ['MSC-C-5555', ['msc']],
    ['asc, msc', ['asc', 'msc']],
    ['MSC/ASC', ['asc', 'msc']],
    ['Msc certified (MSC-C-52341)', ['msc']],
    ['BIO, msc', ['msc']],
    ['(ASC)', ['asc']],
  ])('reads %j as %j', (text, schemes) => {
    expect(seafoodSchemes(text)).toEqual(schemes);
  });

  it.each([null, undefined, '', 'BIO', 'MASC', 'MSC2', 'ascorbic acid', 'ASC_1', 'IFS, BRC', 'mščr'])(
    'finds no scheme in %j',
    (text) => {
      expect(seafoodSchemes(text)).toEqual([]);
    },
  );
});

describe('certificateWarning', () => {
  it('warns when the supplier has no number', () => {
    expect(certificateWarning({ number: null, expires: null }, '2026-11-24')).toBe('missing');
    expect(certificateWarning({ number: '  ', expires: '2027-01-01' }, '2026-11-24')).toBe('missing');
  });

  it('warns when the certificate expired before the delivery date, not on it', () => {
    expect(certificateWarning({ number: 'MSC-C-1', expires: '2026-11-23' }, '2026-11-24')).toBe('expired');
    expect(certificateWarning({ number: 'MSC-C-1', expires: '2026-11-24' }, '2026-11-24')).toBeNull();
    expect(certificateWarning({ number: 'MSC-C-1', expires: null }, '2026-11-24')).toBeNull();
  });
});

describe('lineCertificate', () => {
  const supplier: SupplierCertificates = {
    asc: { number: 'ASC-C-00123', expires: '2026-01-31' },
    msc: { number: 'MSC-C-52341', expires: '2027-06-30' },
  };

  it('is null for a product that names no scheme', () => {
    expect(lineCertificate('BIO', supplier, '2026-11-24')).toBeNull();
  });

  it("takes the product's scheme with the supplier's certificate and its warning", () => {
    expect(lineCertificate('ASC', supplier, '2026-11-24')).toEqual({
      scheme: 'asc',
      supplier: supplier.asc,
      warning: 'expired',
    });
  });

  it('prefers a scheme whose certificate is in order when the product names both', () => {
    expect(lineCertificate('ASC, MSC', supplier, '2026-11-24')).toMatchObject({ scheme: 'msc', warning: null });
    const none = { asc: { number: null, expires: null }, msc: { number: null, expires: null } };
    expect(lineCertificate('ASC, MSC', none, '2026-11-24')).toMatchObject({ scheme: 'asc', warning: 'missing' });
  });

  it("records the number typed, else the supplier's", () => {
    const certificate = lineCertificate('MSC', supplier, '2026-11-24')!;
    expect(lineCertificateNumber(' MSC-C-9 ', certificate)).toBe('MSC-C-9');
    expect(lineCertificateNumber('', certificate)).toBe('MSC-C-52341');
    expect(lineCertificateNumber(null, certificate)).toBe('MSC-C-52341');
    expect(lineCertificateNumber(null, { ...certificate, supplier: { number: null, expires: null } })).toBeNull();
  });
});
