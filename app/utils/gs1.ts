import Decimal from 'decimal.js';

/**
 * GS1 codes as a scanner hands them over (docs/decisions/027-receiving-rules.md): a plain EAN-8, UPC-A, EAN-13 or
 * GTIN-14, or a GS1 element string from GS1-128 / GS1 DataMatrix / GS1 QR, with or without the symbology identifier
 * (]C1, ]d2, ]Q3 …), FNC1 sent as the ASCII group separator, or typed in the human-readable form "(01)…(10)…".
 * Results, never exceptions; a failure names the character position in the raw input, so the screen can show it.
 */

const GS = '\u001d';

type Gs1Failure =
  | 'empty'
  | 'not_gs1'
  | 'unknown_ai'
  | 'too_short'
  | 'too_long'
  | 'not_numeric'
  | 'bad_character'
  | 'check_digit'
  | 'bad_date'
  | 'bad_value'
  | 'duplicate_ai';

interface Gs1Data {
  /** (01), or the plain code, as GTIN-14. */
  gtin?: string;
  /** (00) Serial Shipping Container Code of a pallet or parcel. */
  sscc?: string;
  /** (02) GTIN of the trade items inside a logistic unit. */
  contentGtin?: string;
  /** (10) batch or lot. */
  lot?: string;
  /** (11) production date, (13) packaging date, (15) best before, (17) expiry: calendar dates "YYYY-MM-DD". */
  productionDate?: string;
  packagingDate?: string;
  bestBefore?: string;
  expiry?: string;
  /** (310n) net weight in kilograms, an exact decimal string. */
  netWeightKg?: string;
  /** (37) count of trade items in a logistic unit. */
  count?: number;
  /** (21) serial number. */
  serial?: string;
  /** Element strings read and kept as they came but not used here: (392n) and (393n) amount payable. */
  other: { ai: string; value: string }[];
}

export type Gs1Scan = ({ ok: true } & Gs1Data) | { ok: false; reason: Gs1Failure; position: number };

/** The GS1 check digit of a code's body: mod 10, weights 3 and 1 from the right. */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

/** Any GS1 key with a check digit as its last digit (GTIN-8 … GTIN-14, GLN, SSCC). */
export function hasValidCheckDigit(code: string): boolean {
  return /^\d{2,18}$/.test(code) && gs1CheckDigit(code.slice(0, -1)) === Number(code.slice(-1));
}

const GTIN_LENGTHS = [8, 12, 13, 14];

/** EAN-8, UPC-A (GTIN-12), EAN-13 or GTIN-14 with a valid check digit, padded to the 14 digits GTINs are compared in. */
export function toGtin14(code: string): string | null {
  const digits = code.trim();
  if (!/^\d+$/.test(digits) || !GTIN_LENGTHS.includes(digits.length) || !hasValidCheckDigit(digits)) return null;
  return digits.padStart(14, '0');
}

/** Is a scanned GTIN (any length) the product's EAN or one of its GTINs? */
export function matchesProductCode(
  scanned: string,
  product: { ean: string | null; gtins: readonly string[] },
): boolean {
  const wanted = toGtin14(scanned);
  if (wanted === null) return false;
  return [product.ean, ...product.gtins].some((code) => code !== null && toGtin14(code) === wanted);
}

/** The GS1 century rule (General Specifications 7.12): a two-digit year is taken within −49 … +50 years of today. */
function fullYear(yy: number, currentYear: number): number {
  const century = currentYear - (currentYear % 100);
  const difference = yy - (currentYear % 100);
  if (difference >= 51) return century - 100 + yy;
  if (difference <= -50) return century + 100 + yy;
  return century + yy;
}

/** YYMMDD to "YYYY-MM-DD"; day 00 means the last day of the month. */
function gs1Date(value: string, today: string): string | null {
  const [yy, mm, dd] = [value.slice(0, 2), value.slice(2, 4), value.slice(4, 6)].map(Number) as [
    number,
    number,
    number,
  ];
  if (mm < 1 || mm > 12) return null;
  const year = fullYear(yy, Number(today.slice(0, 4)));
  const lastDay = new Date(Date.UTC(year, mm, 0)).getUTCDate();
  const day = dd === 0 ? lastDay : dd;
  if (day > lastDay) return null;
  return `${year}-${String(mm).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

interface AiSpec {
  /** Data length of an AI with a predefined length (no FNC1 needed after it). */
  fixed?: number;
  /** Maximum data length of a variable-length AI, which ends at FNC1 or at the end. */
  max?: number;
  min?: number;
  numeric: boolean;
  /** Stores the value; the failure when the value is wrong. */
  apply: (value: string, data: Gs1Data, today: string) => Gs1Failure | null;
}

const withCheckDigit = (key: 'sscc' | 'gtin' | 'contentGtin', length: number): AiSpec => ({
  fixed: length,
  numeric: true,
  apply: (value, data) => (hasValidCheckDigit(value) ? ((data[key] = value), null) : 'check_digit'),
});

const date = (key: 'productionDate' | 'packagingDate' | 'bestBefore' | 'expiry'): AiSpec => ({
  fixed: 6,
  numeric: true,
  apply: (value, data, today) => {
    const parsed = gs1Date(value, today);
    if (parsed === null) return 'bad_date';
    data[key] = parsed;
    return null;
  },
});

const text = (key: 'lot' | 'serial'): AiSpec => ({
  max: 20,
  numeric: false,
  apply: (value, data) => ((data[key] = value), null),
});

const kept = (ai: string, min: number, max: number): AiSpec => ({
  min,
  max,
  numeric: true,
  apply: (value, data) => (data.other.push({ ai, value }), null),
});

const TWO_DIGIT_AIS: Record<string, AiSpec> = {
  '00': withCheckDigit('sscc', 18),
  '01': withCheckDigit('gtin', 14),
  '02': withCheckDigit('contentGtin', 14),
  '10': text('lot'),
  '11': date('productionDate'),
  '13': date('packagingDate'),
  '15': date('bestBefore'),
  '17': date('expiry'),
  '21': text('serial'),
  '37': {
    max: 8,
    numeric: true,
    apply: (value, data) => (Number(value) === 0 ? 'bad_value' : ((data.count = Number(value)), null)),
  },
};

function fourDigitAi(ai: string): AiSpec | null {
  const decimals = Number(ai[3]);
  if (/^310[0-5]$/.test(ai)) {
    return {
      fixed: 6,
      numeric: true,
      apply: (value, data) => {
        const kg = new Decimal(value).div(Decimal.pow(10, decimals));
        if (kg.isZero()) return 'bad_value';
        data.netWeightKg = kg.toFixed();
        return null;
      },
    };
  }
  if (/^392\d$/.test(ai)) return kept(ai, 1, 15);
  // ISO 4217 currency (3 digits), then the amount.
  if (/^393\d$/.test(ai)) return kept(ai, 4, 18);
  return null;
}

const lookUp = (ai: string): AiSpec | null =>
  ai.length === 2 ? (TWO_DIGIT_AIS[ai] ?? null) : ai.length === 4 ? fourDigitAi(ai) : null;

/** The AI at the start of an element string: the two-digit ones, else the four-digit ones. */
function aiAt(input: string, at: number): { ai: string; spec: AiSpec } | null {
  for (const length of [2, 4]) {
    const ai = input.slice(at, at + length);
    const spec = /^\d+$/.test(ai) ? lookUp(ai) : null;
    if (spec) return { ai, spec };
  }
  return null;
}

type Failure = { ok: false; reason: Gs1Failure; position: number };
const fail = (reason: Gs1Failure, position: number): Failure => ({ ok: false, reason, position });

/** GS1 AI encodable character set 82: the printable ASCII GS1 allows in alphanumeric fields. */
const CHARACTER_SET_82 = /[!"%-?A-Z_a-z]/;

/** Checks one value read for `ai` at `start`, and stores it. */
function store(
  ai: string,
  spec: AiSpec,
  value: string,
  start: number,
  data: Gs1Data,
  seen: Map<string, string>,
  today: string,
): Failure | null {
  const length = spec.fixed ?? spec.max!;
  if (value.length < (spec.fixed ?? spec.min ?? 1)) return fail('too_short', start + value.length);
  if (value.length > length) return fail('too_long', start + length);
  const bad = [...value].findIndex((char) => (spec.numeric ? !/\d/.test(char) : !CHARACTER_SET_82.test(char)));
  if (bad >= 0) return fail(spec.numeric ? 'not_numeric' : 'bad_character', start + bad);
  const earlier = seen.get(ai);
  if (earlier !== undefined) return earlier === value ? null : fail('duplicate_ai', start - ai.length);
  seen.set(ai, value);
  const failure = spec.apply(value, data, today);
  return failure ? fail(failure, start) : null;
}

/** An element string with FNC1 as GS between variable-length fields; `offset` maps positions to the raw input. */
function parseElementString(input: string, offset: number, today: string): Gs1Scan {
  const data: Gs1Data = { other: [] };
  const seen = new Map<string, string>();
  let at = 0;
  while (at < input.length) {
    if (input[at] === GS) {
      at++;
      continue;
    }
    const found = aiAt(input, at);
    if (!found) return fail('unknown_ai', offset + at);
    const start = at + found.ai.length;
    const separator = input.indexOf(GS, start);
    const end = found.spec.fixed
      ? Math.min(start + found.spec.fixed, separator < 0 ? input.length : separator)
      : separator < 0
        ? input.length
        : separator;
    const failure = store(found.ai, found.spec, input.slice(start, end), offset + start, data, seen, today);
    if (failure) return failure;
    at = end;
  }
  return { ok: true, ...data };
}

/** "(01)09501101530003(10)AB-12": each AI in parentheses; spaces around values are ignored. */
function parseHumanReadable(input: string, offset: number, today: string): Gs1Scan {
  const data: Gs1Data = { other: [] };
  const seen = new Map<string, string>();
  const pattern = /\((\d{2,4})\)/g;
  const matches = [...input.matchAll(pattern)];
  if (matches[0]?.index !== 0) return fail('unknown_ai', offset);
  for (const [i, match] of matches.entries()) {
    const ai = match[1]!;
    const spec = lookUp(ai);
    if (!spec) return fail('unknown_ai', offset + match.index + 1);
    const raw = input.slice(match.index + match[0].length, matches[i + 1]?.index ?? input.length);
    const start = offset + match.index + match[0].length + (raw.length - raw.trimStart().length);
    const failure = store(ai, spec, raw.trim(), start, data, seen, today);
    if (failure) return failure;
  }
  return { ok: true, ...data };
}

/** Symbology identifiers whose data is a GS1 element string: GS1-128, DataBar, DataMatrix, QR Code, DotCode. */
const GS1_SYMBOLOGIES = new Set([']C1', ']e0', ']d2', ']Q3', ']J1']);

/**
 * Reads what a scanner typed. `today` ("YYYY-MM-DD", the shop's date) places two-digit years by the GS1 century rule.
 * A digit string of a GTIN's length without AIs is a plain code; everything else is read as an element string.
 */
export function parseScan(raw: string, today: string): Gs1Scan {
  const leading = raw.length - raw.trimStart().length;
  let input = raw.trim();
  let offset = leading;
  if (!input) return fail('empty', 0);

  let symbology: string | null = null;
  if (/^\][A-Za-z]\d/.test(input)) {
    symbology = input.slice(0, 3);
    input = input.slice(3);
    offset += 3;
  }
  const isGs1Symbology = symbology !== null && GS1_SYMBOLOGIES.has(symbology);

  if (!isGs1Symbology && /^\d+$/.test(input) && GTIN_LENGTHS.includes(input.length)) {
    const gtin = toGtin14(input);
    return gtin ? { ok: true, gtin, other: [] } : fail('check_digit', offset + input.length - 1);
  }
  if (symbology !== null && !isGs1Symbology) return fail('not_gs1', leading);
  if (!input.replaceAll(GS, '')) return fail('empty', offset);
  if (input.startsWith('(')) return parseHumanReadable(input, offset, today);
  return parseElementString(input, offset, today);
}
