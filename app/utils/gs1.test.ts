import { describe, expect, it } from 'vitest';
import { hasValidGs1CheckDigit } from '#app/modules/org/org.schema';
import { gs1CheckDigit, hasValidCheckDigit, matchesProductCode, parseScan, toGtin14 } from './gs1';

const GS = '\u001d';
const TODAY = '2026-11-24';

/**
 * Codes used below, check digits worked by hand (weights 3, 1, 3 … from the right of the body):
 * - 4006381333931 (EAN-13): body 400638133393 → 3·3 + 9 + 3·3 + 3 + 3·3 + 1 + 8·3 + 3 + 6·3 + 0 + 0 + 4 = 89 → 1.
 * - 09501101530003 (GTIN-14, GS1's own example), 96385074 (EAN-8), 036000291452 (UPC-A), 106141411234567897 (SSCC,
 *   GS1's example), 3830001234565 (EAN-13), its case GTIN-14 13830001234562 and variable-measure 93830001234568.
 */
const GTIN = '09501101530003';
const SSCC = '106141411234567897';

describe('check digits', () => {
  it('accepts known GS1 keys of every length and refuses a changed digit', () => {
    for (const code of ['96385074', '036000291452', '4006381333931', GTIN, SSCC, '13830001234562']) {
      expect(hasValidCheckDigit(code), code).toBe(true);
    }
    expect(hasValidCheckDigit('4006381333932')).toBe(false);
    expect(hasValidCheckDigit('4006383133931')).toBe(false);
    expect(hasValidCheckDigit('400638133393x')).toBe(false);
    expect(hasValidCheckDigit('')).toBe(false);
    expect(gs1CheckDigit('400638133393')).toBe(1);
  });

  it('agrees with the GLN/EAN check of the org schema for 8 to 14 digits', () => {
    let seed = 7;
    for (let n = 0; n < 500; n++) {
      seed = (seed * 48271) % 2147483647;
      const code = String(seed)
        .padStart(10, '0')
        .slice(0, 8 + (n % 7));
      expect(hasValidCheckDigit(code), code).toBe(hasValidGs1CheckDigit(code));
    }
  });
});

describe('toGtin14', () => {
  it('pads EAN-8, UPC-A and EAN-13 to 14 digits and keeps GTIN-14', () => {
    expect(toGtin14('96385074')).toBe('00000096385074');
    expect(toGtin14('036000291452')).toBe('00036000291452');
    expect(toGtin14('4006381333931')).toBe('04006381333931');
    expect(toGtin14(GTIN)).toBe(GTIN);
    expect(toGtin14(' 4006381333931 ')).toBe('04006381333931');
  });

  it('refuses wrong check digits, lengths and characters', () => {
    expect(toGtin14('4006381333932')).toBeNull();
    expect(toGtin14('40063813339')).toBeNull();
    expect(toGtin14(SSCC)).toBeNull();
    expect(toGtin14('400638133393a')).toBeNull();
    expect(toGtin14('')).toBeNull();
  });
});

describe('matchesProductCode', () => {
  const product = { ean: '3830001234565', gtins: ['13830001234562', '036000291452'] };

  it("matches the product's EAN or any GTIN whatever the length the code came in", () => {
    expect(matchesProductCode('03830001234565', product)).toBe(true);
    expect(matchesProductCode('3830001234565', product)).toBe(true);
    expect(matchesProductCode('13830001234562', product)).toBe(true);
    // UPC-A is EAN-13 with a leading zero.
    expect(matchesProductCode('0036000291452', product)).toBe(true);
  });

  it('does not match another code, a wrong check digit or a product without codes', () => {
    expect(matchesProductCode('93830001234568', product)).toBe(false);
    expect(matchesProductCode('3830001234566', product)).toBe(false);
    expect(matchesProductCode('4006381333931', { ean: null, gtins: [] })).toBe(false);
    expect(matchesProductCode('3830001234565', { ean: 'garbage', gtins: [] })).toBe(false);
  });
});

describe('parseScan: plain codes', () => {
  it('reads EAN-8, UPC-A, EAN-13 and GTIN-14 as a GTIN-14', () => {
    expect(parseScan('96385074', TODAY)).toEqual({ ok: true, gtin: '00000096385074', other: [] });
    expect(parseScan('036000291452', TODAY)).toEqual({ ok: true, gtin: '00036000291452', other: [] });
    expect(parseScan('4006381333931', TODAY)).toEqual({ ok: true, gtin: '04006381333931', other: [] });
    expect(parseScan(GTIN, TODAY)).toEqual({ ok: true, gtin: GTIN, other: [] });
  });

  it('takes an EAN symbology identifier and the Enter a scanner types after the code', () => {
    expect(parseScan(']E04006381333931\r\n', TODAY)).toEqual({ ok: true, gtin: '04006381333931', other: [] });
    expect(parseScan(']E496385074', TODAY)).toEqual({ ok: true, gtin: '00000096385074', other: [] });
  });

  it('names the check digit of a wrong code', () => {
    expect(parseScan('4006381333932', TODAY)).toEqual({ ok: false, reason: 'check_digit', position: 12 });
    expect(parseScan('  ]E04006381333932', TODAY)).toEqual({ ok: false, reason: 'check_digit', position: 17 });
  });

  it('refuses empty input and a code of another symbology', () => {
    expect(parseScan('', TODAY)).toEqual({ ok: false, reason: 'empty', position: 0 });
    expect(parseScan(' \n', TODAY)).toEqual({ ok: false, reason: 'empty', position: 0 });
    expect(parseScan(']C1', TODAY)).toEqual({ ok: false, reason: 'empty', position: 3 });
    expect(parseScan(`]d2${GS}`, TODAY)).toEqual({ ok: false, reason: 'empty', position: 3 });
    expect(parseScan(']A0HELLO-42', TODAY)).toEqual({ ok: false, reason: 'not_gs1', position: 0 });
  });
});

describe('parseScan: element strings', () => {
  it('reads GS1-128 with FNC1 between variable-length fields', () => {
    const scan = parseScan(`]C101${GTIN}15270331` + `10LOT-7${GS}21SN1`, TODAY);
    expect(scan).toEqual({ ok: true, gtin: GTIN, bestBefore: '2027-03-31', lot: 'LOT-7', serial: 'SN1', other: [] });
  });

  it('reads GS1 DataMatrix and QR, and a string without identifier, leading FNC1 included', () => {
    const expected = { ok: true, gtin: GTIN, expiry: '2026-12-15', lot: 'A1', other: [] };
    expect(parseScan(`]d201${GTIN}17261215` + '10A1', TODAY)).toEqual(expected);
    expect(parseScan(`]Q301${GTIN}10A1${GS}17261215`, TODAY)).toEqual(expected);
    expect(parseScan(`01${GTIN}10A1${GS}17261215`, TODAY)).toEqual(expected);
    expect(parseScan(`${GS}01${GTIN}10A1${GS}17261215`, TODAY)).toEqual(expected);
    // GS1 DataBar and DotCode carry element strings too.
    expect(parseScan(`]e001${GTIN}17261215` + '10A1', TODAY)).toEqual(expected);
    expect(parseScan(`]J101${GTIN}17261215` + '10A1', TODAY)).toEqual(expected);
  });

  it('tolerates a needless FNC1 after a field of predefined length', () => {
    expect(parseScan(`]C101${GTIN}${GS}15270331`, TODAY)).toEqual({
      ok: true,
      gtin: GTIN,
      bestBefore: '2027-03-31',
      other: [],
    });
  });

  it('reads the human-readable form with parentheses, spaces around values ignored', () => {
    expect(parseScan(`(01)${GTIN}(15)270331(10)LOT-7`, TODAY)).toEqual({
      ok: true,
      gtin: GTIN,
      bestBefore: '2027-03-31',
      lot: 'LOT-7',
      other: [],
    });
    expect(parseScan(`(01) ${GTIN} (3103) 001250`, TODAY)).toEqual({
      ok: true,
      gtin: GTIN,
      netWeightKg: '1.25',
      other: [],
    });
  });

  it('reads an SSCC with its check digit, and the GTIN and count of what a pallet holds', () => {
    expect(parseScan(`]C100${SSCC}`, TODAY)).toEqual({ ok: true, sscc: SSCC, other: [] });
    expect(parseScan(`]C10210012345678902` + '3724', TODAY)).toEqual({
      ok: true,
      contentGtin: '10012345678902',
      count: 24,
      other: [],
    });
    expect(parseScan(`]C100106141411234567898`, TODAY)).toEqual({ ok: false, reason: 'check_digit', position: 5 });
  });

  it('refuses a GTIN with a wrong check digit or a letter in it', () => {
    expect(parseScan(`]C10109501101530004`, TODAY)).toEqual({ ok: false, reason: 'check_digit', position: 5 });
    expect(parseScan(`]C1010950110153000X`, TODAY)).toEqual({ ok: false, reason: 'not_numeric', position: 18 });
  });

  it('reads net weight in kilograms with n decimals, exactly', () => {
    const weight = (ai: string, value: string) => parseScan(`]C10193830001234568${ai}${value}`, TODAY);
    expect(weight('3103', '001250')).toMatchObject({ ok: true, gtin: '93830001234568', netWeightKg: '1.25' });
    expect(weight('3100', '000012')).toMatchObject({ netWeightKg: '12' });
    expect(weight('3102', '000050')).toMatchObject({ netWeightKg: '0.5' });
    expect(weight('3105', '123457')).toMatchObject({ netWeightKg: '1.23457' });
    expect(weight('3103', '000000')).toEqual({ ok: false, reason: 'bad_value', position: 23 });
    expect(weight('3106', '001250')).toEqual({ ok: false, reason: 'unknown_ai', position: 19 });
  });

  it('keeps the amount payable (392n, 393n) without using it', () => {
    expect(parseScan(`]C101${GTIN}39221299${GS}3932978450`, TODAY)).toEqual({
      ok: true,
      gtin: GTIN,
      other: [
        { ai: '3922', value: '1299' },
        { ai: '3932', value: '978450' },
      ],
    });
    expect(parseScan(`]C13932978`, TODAY)).toEqual({ ok: false, reason: 'too_short', position: 10 });
  });

  it('reads production and packaging dates', () => {
    expect(parseScan(`]C111261120${GS}13261121`, TODAY)).toEqual({
      ok: true,
      productionDate: '2026-11-20',
      packagingDate: '2026-11-21',
      other: [],
    });
  });
});

describe('parseScan: dates', () => {
  // With the identifier: eight digits alone would be an EAN-8.
  const bestBefore = (yymmdd: string, today = TODAY) => parseScan(`]C115${yymmdd}`, today);

  it('places two-digit years within −49 … +50 years of today (GS1 century rule)', () => {
    expect(bestBefore('760101')).toMatchObject({ bestBefore: '2076-01-01' });
    expect(bestBefore('770101')).toMatchObject({ bestBefore: '1977-01-01' });
    expect(bestBefore('000101')).toMatchObject({ bestBefore: '2000-01-01' });
    expect(bestBefore('990101')).toMatchObject({ bestBefore: '1999-01-01' });
    // Near a century's end the next one starts early.
    expect(bestBefore('100101', '2060-06-01')).toMatchObject({ bestBefore: '2110-01-01' });
    expect(bestBefore('110101', '2060-06-01')).toMatchObject({ bestBefore: '2011-01-01' });
    expect(bestBefore('090101', '2060-06-01')).toMatchObject({ bestBefore: '2109-01-01' });
    expect(bestBefore('990101', '2060-06-01')).toMatchObject({ bestBefore: '2099-01-01' });
  });

  it('reads day 00 as the last day of the month, leap years included', () => {
    expect(bestBefore('270200')).toMatchObject({ bestBefore: '2027-02-28' });
    expect(bestBefore('280200')).toMatchObject({ bestBefore: '2028-02-29' });
    expect(bestBefore('261100')).toMatchObject({ bestBefore: '2026-11-30' });
    expect(bestBefore('261200')).toMatchObject({ bestBefore: '2026-12-31' });
  });

  it('refuses dates that do not exist', () => {
    expect(bestBefore('271301')).toEqual({ ok: false, reason: 'bad_date', position: 5 });
    expect(bestBefore('270001')).toEqual({ ok: false, reason: 'bad_date', position: 5 });
    expect(bestBefore('270431')).toEqual({ ok: false, reason: 'bad_date', position: 5 });
    expect(bestBefore('270229')).toEqual({ ok: false, reason: 'bad_date', position: 5 });
    expect(bestBefore('2702')).toEqual({ ok: false, reason: 'too_short', position: 9 });
    expect(parseScan('15270331', TODAY)).toEqual({ ok: false, reason: 'check_digit', position: 7 });
  });
});

describe('parseScan: what goes wrong, and where', () => {
  it('names the position of an unknown AI', () => {
    expect(parseScan(`]C101${GTIN}99XYZ`, TODAY)).toEqual({ ok: false, reason: 'unknown_ai', position: 19 });
    expect(parseScan(`(01)${GTIN}(400)PO-1`, TODAY)).toEqual({ ok: false, reason: 'unknown_ai', position: 19 });
    expect(parseScan(`(X1)${GTIN}`, TODAY)).toEqual({ ok: false, reason: 'unknown_ai', position: 0 });
    expect(parseScan('HELLO', TODAY)).toEqual({ ok: false, reason: 'unknown_ai', position: 0 });
  });

  it('refuses a field of predefined length that is cut short, also by FNC1', () => {
    expect(parseScan(']C1010950110153', TODAY)).toEqual({ ok: false, reason: 'too_short', position: 15 });
    expect(parseScan(`]C101095011${GS}0153000310A`, TODAY)).toEqual({
      ok: false,
      reason: 'too_short',
      position: 11,
    });
  });

  it('refuses a lot or serial over 20 characters, or empty, or with characters GS1 does not allow', () => {
    expect(parseScan(`10${'L'.repeat(20)}`, TODAY)).toMatchObject({ ok: true, lot: 'L'.repeat(20) });
    expect(parseScan(`10${'L'.repeat(21)}`, TODAY)).toEqual({ ok: false, reason: 'too_long', position: 22 });
    expect(parseScan(`10${GS}21X`, TODAY)).toEqual({ ok: false, reason: 'too_short', position: 2 });
    expect(parseScan(`]C110AB#1`, TODAY)).toEqual({ ok: false, reason: 'bad_character', position: 7 });
    expect(parseScan(`21SN Č`, TODAY)).toEqual({ ok: false, reason: 'bad_character', position: 4 });
  });

  it('refuses a count of 0 or over 8 digits', () => {
    expect(parseScan(']C1370', TODAY)).toEqual({ ok: false, reason: 'bad_value', position: 5 });
    expect(parseScan(']C137123456789', TODAY)).toEqual({ ok: false, reason: 'too_long', position: 13 });
    expect(parseScan(']C13712A', TODAY)).toEqual({ ok: false, reason: 'not_numeric', position: 7 });
  });

  it('accepts an AI repeated with the same value and refuses one with another', () => {
    expect(parseScan(`01${GTIN}01${GTIN}`, TODAY)).toEqual({ ok: true, gtin: GTIN, other: [] });
    expect(parseScan(`10A${GS}10B`, TODAY)).toEqual({ ok: false, reason: 'duplicate_ai', position: 4 });
  });
});
