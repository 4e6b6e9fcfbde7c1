import type { AsnFormatError, AsnParty, AsnReadResult, ParsedAsn, ParsedAsnLine } from '../asn-document';
import { edifactAt, tokenizeEdifact, value, type EdifactSegment, type EdifactSeparators } from './edifact-tokenizer';
import { isGln, isGtin, isoDate, orNull, plainQuantity, toSscc } from './format-values';

/**
 * EANCOM DESADV (UN/EDIFACT D.96A and later) read into ParsedAsn: one ASN per UNH…UNT message of the interchange.
 * What the import needs is read; other segments are passed over. A message with something wrong in it gives an
 * error naming the segment and element; the other messages are still checked, so every problem shows at once.
 */

class DesadvError extends Error {
  constructor(readonly error: AsnFormatError) {
    super(error.code);
  }
}

const fail = (code: string, at: string | null, params?: AsnFormatError['params']): never => {
  throw new DesadvError(params ? { code, at, params } : { code, at });
};

const emptyParty = (): AsnParty => ({ gln: null, vatNumber: null, id: null, name: null });

/** DTM C507: qualifier, value, format (102 CCYYMMDD when absent and 8 digits). */
function readDate(segment: EdifactSegment): { qualifier: string; date: string } {
  const qualifier = value(segment, 1, 0);
  const text = value(segment, 1, 1);
  const format = value(segment, 1, 2) || (text.length === 8 ? '102' : '');
  let date: string | null = null;
  if (['102', '203', '204', '718'].includes(format) && /^\d{8}/.test(text))
    date = isoDate(text.slice(0, 4), text.slice(4, 6), text.slice(6, 8));
  else if (format === '101' && /^\d{6}$/.test(text))
    date = isoDate(`20${text.slice(0, 2)}`, text.slice(2, 4), text.slice(4, 6));
  if (date === null) fail('edifact_bad_date', edifactAt(segment, 1, 2), { value: text.slice(0, 35) });
  return { qualifier, date: date! };
}

function readQuantity(segment: EdifactSegment, separators: EdifactSeparators) {
  const text = value(segment, 1, 1);
  const quantity = plainQuantity(text, separators.decimal);
  if (quantity === null) fail('bad_quantity', edifactAt(segment, 1, 2), { value: text.slice(0, 35) });
  return { qualifier: value(segment, 1, 0), quantity: quantity!, unit: orNull(value(segment, 1, 2)) };
}

/** NAD C082 (party id, code list, agency 9 = GS1) and C080 (name) or C058 (name and address). */
function readParty(segment: EdifactSegment): AsnParty {
  const id = value(segment, 2, 0);
  const agency = value(segment, 2, 2);
  const party = emptyParty();
  if (id && (agency === '9' || agency === '') && isGln(id)) party.gln = id;
  else if (id && agency === '9') fail('bad_gln', edifactAt(segment, 2, 1), { value: id.slice(0, 35) });
  else party.id = orNull(id);
  const name = (segment.elements[3] ?? []).map((part) => part.trim()).filter(Boolean);
  const nameAndAddress = (segment.elements[2] ?? []).map((part) => part.trim()).filter(Boolean);
  party.name = orNull(name.length ? name.join(' ') : nameAndAddress[0]);
  return party;
}

interface MessageState {
  asn: ParsedAsn;
  /** The party an RFF after NAD belongs to. */
  party: AsnParty | null;
  /** The SSCC of the current CPS group's package; lines after it travel on it. */
  packageSscc: string | null;
  line: (ParsedAsnLine & { hasQuantity: boolean; segment: EdifactSegment }) | null;
  lines: (ParsedAsnLine & { hasQuantity: boolean; segment: EdifactSegment })[];
  sawBgm: boolean;
  deliveryDates: Map<string, string>;
}

const DELIVERY_QUALIFIERS = ['17', '2', '358', '132', '69'];

function newAsn(): ParsedAsn {
  return {
    format: 'desadv',
    asnNumber: '',
    isCancellation: false,
    documentDate: null,
    despatchDate: null,
    deliveryDate: null,
    orderNumber: null,
    deliveryNoteNumber: null,
    supplier: emptyParty(),
    buyer: emptyParty(),
    deliveryParty: emptyParty(),
    warehouseNumber: null,
    lines: [],
  };
}

/** GIN: the identity numbers of an element (first of a range). */
const ginValues = (segment: EdifactSegment) =>
  segment.elements
    .slice(1)
    .map((element) => (element[0] ?? '').trim())
    .filter(Boolean);

function readSegment(state: MessageState, segment: EdifactSegment, separators: EdifactSeparators) {
  const { asn } = state;
  const line = state.line;
  switch (segment.tag) {
    case 'BGM': {
      const code = value(segment, 1, 0);
      if (code && code !== '351') fail('desadv_document_type', edifactAt(segment, 1, 1), { value: code.slice(0, 10) });
      const number = value(segment, 2, 0);
      if (!number) fail('missing_element', edifactAt(segment, 2, 1), { element: 'BGM 1004' });
      const messageFunction = value(segment, 3, 0);
      asn.asnNumber = number;
      asn.isCancellation = messageFunction === '1' || messageFunction === '3';
      state.sawBgm = true;
      return;
    }
    case 'DTM': {
      const { qualifier, date } = readDate(segment);
      if (line) {
        if (qualifier === '361') line.bestBefore = date;
        return;
      }
      if (qualifier === '137') asn.documentDate = date;
      else if (qualifier === '11') asn.despatchDate = date;
      else if (DELIVERY_QUALIFIERS.includes(qualifier) && !state.deliveryDates.has(qualifier))
        state.deliveryDates.set(qualifier, date);
      return;
    }
    case 'RFF': {
      const qualifier = value(segment, 1, 0);
      const reference = orNull(value(segment, 1, 1));
      if (line) {
        if (qualifier === 'LI') line.orderLineReference = reference;
        else if (qualifier === 'ON' && value(segment, 1, 2)) line.orderLineReference = value(segment, 1, 2);
        return;
      }
      if (state.party && (qualifier === 'VA' || qualifier === 'XA')) {
        if (qualifier === 'VA') state.party.vatNumber = reference;
        return;
      }
      if (qualifier === 'ON') asn.orderNumber = reference;
      else if (qualifier === 'DQ') asn.deliveryNoteNumber = reference;
      return;
    }
    case 'NAD': {
      if (line) return;
      const role = value(segment, 1, 0);
      const party = readParty(segment);
      const target =
        role === 'SU' || (role === 'SE' && !asn.supplier.gln && !asn.supplier.id)
          ? 'supplier'
          : role === 'BY'
            ? 'buyer'
            : role === 'DP' || (role === 'ST' && !asn.deliveryParty.gln)
              ? 'deliveryParty'
              : null;
      if (target) asn[target] = party;
      state.party = target ? asn[target] : null;
      return;
    }
    case 'LOC': {
      if (!line && value(segment, 1, 0) === '7') asn.warehouseNumber = orNull(value(segment, 2, 0));
      return;
    }
    case 'CPS': {
      state.line = null;
      state.party = null;
      state.packageSscc = null;
      return;
    }
    case 'GIN': {
      const qualifier = value(segment, 1, 0);
      const values = ginValues(segment);
      if (qualifier === 'BJ') {
        const ssccs = values.map((code, index) => {
          const sscc = toSscc(code);
          if (sscc === null) fail('bad_sscc', edifactAt(segment, index + 2, 1), { value: code.slice(0, 35) });
          return sscc!;
        });
        const sscc = ssccs.length === 1 ? ssccs[0]! : null;
        if (line) line.sscc = sscc;
        else state.packageSscc = sscc;
      } else if (qualifier === 'BX' && line) line.lot = values[0] ?? null;
      return;
    }
    case 'PCI': {
      // PCI+17 with the batch in its marks (C210) when no GIN+BX follows.
      if (line && value(segment, 1, 0) === '17' && !line.lot) line.lot = orNull(value(segment, 2, 0));
      return;
    }
    case 'LIN': {
      const itemNumber = value(segment, 3, 0);
      const type = value(segment, 3, 1);
      const next: MessageState['line'] = {
        position: state.lines.length + 1,
        source: `LIN ${value(segment, 1, 0) || state.lines.length + 1}`,
        gtin: null,
        supplierItemCode: null,
        buyerItemCode: null,
        description: null,
        quantity: '0',
        unitCode: null,
        orderedQuantity: null,
        outstandingQuantity: null,
        bestBefore: null,
        lot: null,
        sscc: state.packageSscc,
        orderLineReference: null,
        hasQuantity: false,
        segment,
      };
      if (itemNumber) {
        if (type === 'SRV' || type === 'EN' || type === 'UP' || type === '') {
          if (!isGtin(itemNumber)) fail('bad_gtin', edifactAt(segment, 3, 1), { value: itemNumber.slice(0, 35) });
          next.gtin = itemNumber;
        } else if (type === 'SA') next.supplierItemCode = itemNumber;
        else if (type === 'IN') next.buyerItemCode = itemNumber;
      }
      state.lines.push(next);
      state.line = next;
      state.party = null;
      return;
    }
    case 'PIA': {
      if (!line) return;
      for (let element = 2; element <= segment.elements.length; element++) {
        const code = value(segment, element, 0);
        const type = value(segment, element, 1);
        if (!code) continue;
        if (type === 'SA') line.supplierItemCode ??= code;
        else if (type === 'IN') line.buyerItemCode ??= code;
        else if ((type === 'SRV' || type === 'EN') && !line.gtin) {
          if (!isGtin(code)) fail('bad_gtin', edifactAt(segment, element, 1), { value: code.slice(0, 35) });
          line.gtin = code;
        }
      }
      return;
    }
    case 'IMD': {
      if (!line) return;
      const text = (segment.elements[2] ?? []).slice(3).join('').trim();
      if (text && !line.description) line.description = text;
      return;
    }
    case 'QTY': {
      if (!line) return;
      const { qualifier, quantity, unit } = readQuantity(segment, separators);
      if (qualifier === '12') {
        line.quantity = quantity;
        line.unitCode = unit;
        line.hasQuantity = true;
      } else if (qualifier === '21') line.orderedQuantity = quantity;
      return;
    }
    default:
      return;
  }
}

/** Reads one UNH…UNT message (the segments from UNH to UNT inclusive). */
function readMessage(segments: EdifactSegment[], separators: EdifactSeparators): ParsedAsn {
  const unh = segments[0]!;
  const unt = segments[segments.length - 1]!;
  const messageType = value(unh, 2, 0);
  if (messageType !== 'DESADV')
    fail('desadv_message_type', edifactAt(unh, 2, 1), { value: messageType.slice(0, 10) || '—' });
  const declared = value(unt, 1, 0);
  if (declared !== String(segments.length))
    fail('edifact_segment_count', edifactAt(unt, 1), { declared: declared || '—', count: segments.length });
  if (value(unt, 2, 0) !== value(unh, 1, 0))
    fail('edifact_reference', edifactAt(unt, 2), { value: value(unt, 2, 0).slice(0, 14) });

  const state: MessageState = {
    asn: newAsn(),
    party: null,
    packageSscc: null,
    line: null,
    lines: [],
    sawBgm: false,
    deliveryDates: new Map(),
  };
  for (const segment of segments.slice(1, -1)) {
    if (segment.tag === 'UNS' || segment.tag === 'CNT') {
      state.line = null;
      continue;
    }
    readSegment(state, segment, separators);
  }
  if (!state.sawBgm) fail('missing_segment', edifactAt(unh), { segment: 'BGM' });
  if (!state.lines.length && !state.asn.isCancellation) fail('no_lines', edifactAt(unh));
  for (const line of state.lines)
    if (!line.hasQuantity) fail('missing_segment', edifactAt(line.segment), { segment: 'QTY+12' });
  const asn = state.asn;
  asn.deliveryDate = DELIVERY_QUALIFIERS.map((qualifier) => state.deliveryDates.get(qualifier)).find(Boolean) ?? null;
  asn.lines = state.lines.map(({ hasQuantity: _hasQuantity, segment: _segment, ...line }) => line);
  return asn;
}

/** Reads an interchange (UNA? UNB … UNZ, or bare UNH … UNT messages): one ParsedAsn per message. */
export function readDesadv(text: string): AsnReadResult {
  const tokens = tokenizeEdifact(text);
  if (!tokens.ok) return { ok: false, errors: [tokens.error] };
  const { segments, separators } = tokens;
  const errors: AsnFormatError[] = [];
  const asns: ParsedAsn[] = [];
  const first = segments[0]!;
  const hasUnb = first.tag === 'UNB';
  if (!hasUnb && first.tag !== 'UNH')
    return { ok: false, errors: [{ code: 'missing_segment', at: edifactAt(first), params: { segment: 'UNB' } }] };

  let messageStart: number | null = null;
  let messageCount = 0;
  let unz: EdifactSegment | null = null;
  for (const [index, segment] of segments.entries()) {
    if (unz) {
      errors.push({ code: 'edifact_after_end', at: edifactAt(segment) });
      break;
    }
    if (segment.tag === 'UNH') {
      if (messageStart !== null) {
        errors.push({ code: 'missing_segment', at: edifactAt(segment), params: { segment: 'UNT' } });
      }
      messageStart = index;
    } else if (segment.tag === 'UNT') {
      if (messageStart === null) {
        errors.push({ code: 'missing_segment', at: edifactAt(segment), params: { segment: 'UNH' } });
        continue;
      }
      messageCount++;
      try {
        asns.push(readMessage(segments.slice(messageStart, index + 1), separators));
      } catch (error) {
        if (!(error instanceof DesadvError)) throw error;
        errors.push(error.error);
      }
      messageStart = null;
    } else if (segment.tag === 'UNZ') unz = segment;
    else if (messageStart === null && !['UNB', 'UNG', 'UNE'].includes(segment.tag))
      errors.push({ code: 'edifact_outside_message', at: edifactAt(segment) });
    else if (segment.tag === 'UNB' && index > 0)
      errors.push({ code: 'edifact_outside_message', at: edifactAt(segment) });
  }
  if (messageStart !== null)
    errors.push({ code: 'missing_segment', at: edifactAt(segments[messageStart]!), params: { segment: 'UNT' } });
  if (hasUnb && !unz && !errors.length)
    errors.push({ code: 'missing_segment', at: edifactAt(segments[segments.length - 1]!), params: { segment: 'UNZ' } });
  if (unz && !errors.length) {
    const declared = value(unz, 1, 0);
    const groups = segments.filter((segment) => segment.tag === 'UNG').length;
    if (declared !== String(messageCount) && declared !== String(groups || -1))
      errors.push({
        code: 'edifact_message_count',
        at: edifactAt(unz, 1),
        params: { declared: declared || '—', count: messageCount },
      });
    else if (value(unz, 2, 0) !== value(first, 5, 0) && hasUnb)
      errors.push({
        code: 'edifact_reference',
        at: edifactAt(unz, 2),
        params: { value: value(unz, 2, 0).slice(0, 14) },
      });
  }
  if (errors.length) return { ok: false, errors };
  if (!asns.length) return { ok: false, errors: [{ code: 'no_messages', at: null }] };
  return { ok: true, asns };
}
