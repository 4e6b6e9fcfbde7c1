import type { AsnParty, AsnReadResult, ParsedAsn, ParsedAsnLine } from '../asn-document';
import { toSscc } from './format-values';
import {
  all,
  attribute,
  dateAt,
  fail,
  itemGtin,
  one,
  parseUbl,
  readParty,
  readQuantity,
  text,
  textAt,
  UblError,
  type XmlNode,
} from './ubl-xml';

/**
 * UBL 2.1 DespatchAdvice (Peppol BIS Despatch Advice 3, eSLOG 2.0) read into ParsedAsn. The text is validated first,
 * so a malformed document names its line and column; a DOCTYPE is refused (no DTD, no entity definitions, so no
 * external entities); namespace prefixes are dropped, so `cbc:ID`, `ID` in a default namespace and any other prefix
 * read the same (ubl-xml.ts). A Peppol StandardBusinessDocument envelope around the advice is opened.
 */

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

function readLine(line: XmlNode, index: number, shipmentSscc: string | null): ParsedAsnLine {
  const at = `DespatchLine[${index + 1}]`;
  const deliveredNode = one(line, 'DeliveredQuantity');
  const quantity = readQuantity(deliveredNode, `${at}/DeliveredQuantity`);
  if (quantity === null) fail('missing_element', at, { element: 'DeliveredQuantity' });
  const item = one(line, 'Item');

  const gtin = itemGtin(item, at);

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
  const parsed = parseUbl(input, ['DespatchAdvice']);
  if (!parsed.ok) return parsed;
  try {
    return { ok: true, asns: [readDocument(parsed.document)] };
  } catch (error) {
    if (error instanceof UblError) return { ok: false, errors: [error.error] };
    throw error;
  }
}
