import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { AsnFormatError, AsnParty, AsnReadResult, ParsedAsn, ParsedAsnLine } from '../asn-document';
import { isGln, isGtin, orNull, plainQuantity, toSscc, xmlDate } from './format-values';

/**
 * UBL 2.1 DespatchAdvice (Peppol BIS Despatch Advice 3, eSLOG 2.0) read into ParsedAsn. The text is validated first,
 * so a malformed document names its line and column; a DOCTYPE is refused (no DTD, no entity definitions, so no
 * external entities); namespace prefixes are dropped, so `cbc:ID`, `ID` in a default namespace and any other prefix
 * read the same. A Peppol StandardBusinessDocument envelope around the advice is opened.
 */

/** Larger than any despatch advice; the upload and API limits are lower still. */
const MAX_XML_CHARS = 5_000_000;

type XmlNode = string | { [name: string]: XmlValue };
type XmlValue = XmlNode | XmlNode[];

class UblError extends Error {
  constructor(readonly error: AsnFormatError) {
    super(error.code);
  }
}

const fail = (code: string, at: string | null, params?: AsnFormatError['params']): never => {
  throw new UblError(params ? { code, at, params } : { code, at });
};

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  maxNestedTags: 64,
});

/** Every child `name` of a node (an element may occur once or many times). */
function all(node: XmlValue | undefined, name: string): XmlNode[] {
  if (node === undefined || typeof node === 'string' || Array.isArray(node)) return [];
  const child = node[name];
  if (child === undefined) return [];
  return Array.isArray(child) ? child : [child];
}

/** The first node along a path of child names. */
function one(node: XmlValue | undefined, ...path: string[]): XmlNode | undefined {
  let current: XmlNode | undefined = Array.isArray(node) ? node[0] : node;
  for (const name of path) {
    current = all(current, name)[0];
    if (current === undefined) return undefined;
  }
  return current;
}

/** An element's text, trimmed; null when absent or empty. */
function text(node: XmlNode | undefined): string | null {
  if (node === undefined) return null;
  if (typeof node === 'string') return orNull(node);
  const inner = node['#text'];
  return typeof inner === 'string' ? orNull(inner) : null;
}

const attribute = (node: XmlNode | undefined, name: string): string | null =>
  node !== undefined && typeof node !== 'string' && typeof node[`@_${name}`] === 'string'
    ? orNull(node[`@_${name}`] as string)
    : null;

const textAt = (node: XmlValue | undefined, ...path: string[]) => text(one(node, ...path));

function dateAt(node: XmlValue | undefined, at: string, ...path: string[]): string | null {
  const value = textAt(node, ...path);
  if (value === null) return null;
  const date = xmlDate(value);
  if (date === null) fail('bad_date', `${at}/${path.join('/')}`, { value: value.slice(0, 35) });
  return date;
}

/** GLN scheme of the Peppol EAS / ISO 6523 ICD code lists. */
const GLN_SCHEME = '0088';
const GTIN_SCHEME = '0160';

function readParty(party: XmlNode | undefined, at: string): AsnParty {
  const result: AsnParty = { gln: null, vatNumber: null, id: null, name: null };
  if (party === undefined) return result;
  const identifiers = [
    { node: one(party, 'EndpointID'), at: `${at}/EndpointID` },
    ...all(party, 'PartyIdentification').map((identification, index) => ({
      node: one(identification, 'ID'),
      at: `${at}/PartyIdentification[${index + 1}]/ID`,
    })),
  ];
  for (const identifier of identifiers) {
    const value = text(identifier.node);
    if (value === null) continue;
    const scheme = attribute(identifier.node, 'schemeID');
    if (scheme === GLN_SCHEME || scheme === 'GLN') {
      if (!isGln(value)) fail('bad_gln', identifier.at, { value: value.slice(0, 35) });
      result.gln ??= value;
    } else if (scheme === null && isGln(value)) result.gln ??= value;
    else if (scheme === '9949' || scheme === 'VAT') result.vatNumber ??= value;
    else if (identifier.at.includes('PartyIdentification')) result.id ??= value;
  }
  for (const taxScheme of all(party, 'PartyTaxScheme')) result.vatNumber ??= textAt(taxScheme, 'CompanyID');
  result.name =
    all(party, 'PartyName')
      .map((name) => textAt(name, 'Name'))
      .find(Boolean) ??
    textAt(party, 'PartyLegalEntity', 'RegistrationName') ??
    null;
  return result;
}

/** A customer or supplier party: UBL 2.1 nests the party, and may carry the account ID beside it. */
function readRoleParty(document: XmlNode, role: string): AsnParty {
  const roleNode = one(document, role);
  const party = readParty(one(roleNode, 'Party'), `DespatchAdvice/${role}/Party`);
  party.id ??= textAt(roleNode, 'CustomerAssignedAccountID') ?? textAt(roleNode, 'SupplierAssignedAccountID');
  return party;
}

/** A handling unit's SSCC: its ID (scheme SSCC, or 18 digits with a valid check digit). */
function handlingUnitSscc(unit: XmlNode, at: string): string | null {
  const idNode = one(unit, 'ID');
  const value = text(idNode);
  if (value === null) return null;
  const sscc = toSscc(value);
  if (sscc === null && attribute(idNode, 'schemeID')?.toUpperCase() === 'SSCC')
    fail('bad_sscc', `${at}/ID`, { value: value.slice(0, 35) });
  return sscc;
}

function readQuantity(node: XmlNode | undefined, at: string): string | null {
  const value = text(node);
  if (value === null) return null;
  const quantity = plainQuantity(value);
  if (quantity === null) fail('bad_quantity', at, { value: value.slice(0, 35) });
  return quantity;
}

function readLine(line: XmlNode, index: number, shipmentSscc: string | null): ParsedAsnLine {
  const at = `DespatchLine[${index + 1}]`;
  const deliveredNode = one(line, 'DeliveredQuantity');
  const quantity = readQuantity(deliveredNode, `${at}/DeliveredQuantity`);
  if (quantity === null) fail('missing_element', at, { element: 'DeliveredQuantity' });
  const item = one(line, 'Item');

  let gtin: string | null = null;
  for (const [position, identification] of all(item, 'StandardItemIdentification').entries()) {
    const idNode = one(identification, 'ID');
    const value = text(idNode);
    const scheme = attribute(idNode, 'schemeID');
    if (value === null || gtin !== null) continue;
    if (scheme === GTIN_SCHEME || scheme === 'GTIN') {
      if (!isGtin(value))
        fail('bad_gtin', `${at}/Item/StandardItemIdentification[${position + 1}]/ID`, { value: value.slice(0, 35) });
      gtin = value;
    } else if (scheme === null && isGtin(value)) gtin = value;
  }

  const instance = one(item, 'ItemInstance');
  const ssccs = all(one(line, 'Shipment'), 'TransportHandlingUnit')
    .map((unit, unitIndex) => handlingUnitSscc(unit, `${at}/Shipment/TransportHandlingUnit[${unitIndex + 1}]`))
    .filter((sscc): sscc is string => sscc !== null);
  const lineId = textAt(line, 'ID');
  return {
    position: index + 1,
    source: `DespatchLine ${lineId ?? index + 1}`,
    gtin,
    supplierItemCode: textAt(item, 'SellersItemIdentification', 'ID'),
    buyerItemCode: textAt(item, 'BuyersItemIdentification', 'ID'),
    description: textAt(item, 'Name') ?? textAt(item, 'Description'),
    quantity: quantity!,
    unitCode: attribute(deliveredNode, 'unitCode'),
    orderedQuantity: null,
    outstandingQuantity: readQuantity(one(line, 'OutstandingQuantity'), `${at}/OutstandingQuantity`),
    bestBefore: dateAt(instance, `${at}/Item/ItemInstance`, 'BestBeforeDate'),
    lot: textAt(instance, 'LotIdentification', 'LotNumberID'),
    sscc: ssccs.length === 1 ? ssccs[0]! : ssccs.length ? null : shipmentSscc,
    orderLineReference: textAt(line, 'OrderLineReference', 'LineID'),
  };
}

function readDocument(document: XmlNode): ParsedAsn {
  const asnNumber = textAt(document, 'ID');
  if (asnNumber === null) fail('missing_element', 'DespatchAdvice', { element: 'ID' });
  const lines = all(document, 'DespatchLine');
  if (!lines.length) fail('no_lines', 'DespatchAdvice');
  const shipment = one(document, 'Shipment');
  const delivery = one(shipment, 'Delivery');
  const shipmentSsccs = all(shipment, 'TransportHandlingUnit')
    .map((unit, index) => handlingUnitSscc(unit, `DespatchAdvice/Shipment/TransportHandlingUnit[${index + 1}]`))
    .filter((sscc): sscc is string => sscc !== null);
  // Handling units named only in the header can be placed on the lines only when there is one.
  const shipmentSscc = shipmentSsccs.length === 1 ? shipmentSsccs[0]! : null;
  const buyer = readRoleParty(document, 'BuyerCustomerParty');
  const deliveryParty = readRoleParty(document, 'DeliveryCustomerParty');
  const hasBuyer = buyer.gln ?? buyer.vatNumber ?? buyer.id ?? buyer.name;
  return {
    format: 'ubl',
    asnNumber: asnNumber!,
    isCancellation: false,
    documentDate: dateAt(document, 'DespatchAdvice', 'IssueDate'),
    despatchDate: dateAt(delivery, 'DespatchAdvice/Shipment/Delivery', 'Despatch', 'ActualDespatchDate'),
    deliveryDate:
      dateAt(delivery, 'DespatchAdvice/Shipment/Delivery', 'EstimatedDeliveryPeriod', 'StartDate') ??
      dateAt(delivery, 'DespatchAdvice/Shipment/Delivery', 'PromisedDeliveryPeriod', 'StartDate') ??
      dateAt(delivery, 'DespatchAdvice/Shipment/Delivery', 'RequestedDeliveryPeriod', 'StartDate'),
    // The order may be named only on the lines (OrderLineReference/OrderReference).
    orderNumber:
      textAt(document, 'OrderReference', 'ID') ??
      lines.map((line) => textAt(line, 'OrderLineReference', 'OrderReference', 'ID')).find(Boolean) ??
      null,
    deliveryNoteNumber: null,
    supplier: readRoleParty(document, 'DespatchSupplierParty'),
    buyer: hasBuyer ? buyer : { ...deliveryParty },
    deliveryParty,
    warehouseNumber: textAt(delivery, 'DeliveryLocation', 'ID'),
    lines: lines.map((line, index) => readLine(line, index, shipmentSscc)),
  };
}

/** Reads a UBL DespatchAdvice document (or a StandardBusinessDocument carrying one). */
export function readUblDespatchAdvice(input: string): AsnReadResult {
  if (input.length > MAX_XML_CHARS) return { ok: false, errors: [{ code: 'too_large', at: null }] };
  const xml = input.replace(/^\uFEFF/, '');
  if (!xml.trim()) return { ok: false, errors: [{ code: 'empty', at: null }] };
  if (/<!DOCTYPE/i.test(xml) || /<!ENTITY/i.test(xml))
    return { ok: false, errors: [{ code: 'xml_doctype', at: null }] };
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    return {
      ok: false,
      errors: [
        {
          code: 'xml_malformed',
          at: `line ${valid.err.line}, column ${valid.err.col}`,
          params: { message: valid.err.msg.slice(0, 200) },
        },
      ],
    };
  let parsed: XmlNode;
  try {
    parsed = parser.parse(xml) as XmlNode;
  } catch (error) {
    return {
      ok: false,
      errors: [
        { code: 'xml_malformed', at: 'XML', params: { message: String((error as Error).message).slice(0, 200) } },
      ],
    };
  }
  const document = one(parsed, 'DespatchAdvice') ?? one(parsed, 'StandardBusinessDocument', 'DespatchAdvice');
  if (document === undefined || typeof document === 'string') {
    const root =
      typeof parsed === 'string'
        ? ''
        : (Object.keys(parsed).find((key) => !key.startsWith('@_') && key !== '#text') ?? '');
    return { ok: false, errors: [{ code: 'ubl_root', at: root || null, params: { root: root.slice(0, 60) || '—' } }] };
  }
  try {
    return { ok: true, asns: [readDocument(document)] };
  } catch (error) {
    if (error instanceof UblError) return { ok: false, errors: [error.error] };
    throw error;
  }
}
