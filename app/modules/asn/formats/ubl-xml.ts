import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { AsnFormatError, AsnParty } from '../asn-document';
import { isGln, isGtin, orNull, plainQuantity, xmlDate } from './format-values';

/**
 * Reading UBL 2.1 documents safely, for every UBL reader (DespatchAdvice here, the supplier's CreditNote and Invoice
 * in credit-notes/formats): the text is validated first, so a malformed document names its line and column; a
 * DOCTYPE or ENTITY is refused (no DTD, no entity definitions, so no external entities); namespace prefixes are
 * dropped, so `cbc:ID`, `ID` in a default namespace and any other prefix read the same.
 */

/** Larger than any despatch advice or invoice; the upload and API limits are lower still. */
const MAX_XML_CHARS = 5_000_000;

export type XmlNode = string | { [name: string]: XmlValue };
export type XmlValue = XmlNode | XmlNode[];

/** A reader's refusal of the document, thrown inside a reader and returned as its error. */
export class UblError extends Error {
  constructor(readonly error: AsnFormatError) {
    super(error.code);
  }
}

export const fail = (code: string, at: string | null, params?: AsnFormatError['params']): never => {
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
export function all(node: XmlValue | undefined, name: string): XmlNode[] {
  if (node === undefined || typeof node === 'string' || Array.isArray(node)) return [];
  const child = node[name];
  if (child === undefined) return [];
  return Array.isArray(child) ? child : [child];
}

/** The first node along a path of child names. */
export function one(node: XmlValue | undefined, ...path: string[]): XmlNode | undefined {
  let current: XmlNode | undefined = Array.isArray(node) ? node[0] : node;
  for (const name of path) {
    current = all(current, name)[0];
    if (current === undefined) return undefined;
  }
  return current;
}

/** An element's text, trimmed; null when absent or empty. */
export function text(node: XmlNode | undefined): string | null {
  if (node === undefined) return null;
  if (typeof node === 'string') return orNull(node);
  const inner = node['#text'];
  return typeof inner === 'string' ? orNull(inner) : null;
}

export const attribute = (node: XmlNode | undefined, name: string): string | null =>
  node !== undefined && typeof node !== 'string' && typeof node[`@_${name}`] === 'string'
    ? orNull(node[`@_${name}`] as string)
    : null;

export const textAt = (node: XmlValue | undefined, ...path: string[]) => text(one(node, ...path));

/**
 * The document's root element among `roots` (directly, or inside a Peppol StandardBusinessDocument envelope), or the
 * errors that stop it being read: too large, empty, a DOCTYPE, malformed (line and column), another root.
 */
export function parseUbl(
  input: string,
  roots: readonly string[],
): { ok: true; root: string; document: XmlNode } | { ok: false; errors: AsnFormatError[] } {
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
  for (const root of roots) {
    const document = one(parsed, root) ?? one(parsed, 'StandardBusinessDocument', root);
    if (document !== undefined && typeof document !== 'string') return { ok: true, root, document };
  }
  const found =
    typeof parsed === 'string'
      ? ''
      : (Object.keys(parsed).find((key) => !key.startsWith('@_') && key !== '#text') ?? '');
  return { ok: false, errors: [{ code: 'ubl_root', at: found || null, params: { root: found.slice(0, 60) || '—' } }] };
}

export function dateAt(node: XmlValue | undefined, at: string, ...path: string[]): string | null {
  const value = textAt(node, ...path);
  if (value === null) return null;
  const date = xmlDate(value);
  if (date === null) fail('bad_date', `${at}/${path.join('/')}`, { value: value.slice(0, 35) });
  return date;
}

/** GLN scheme of the Peppol EAS / ISO 6523 ICD code lists. */
const GLN_SCHEME = '0088';
const GTIN_SCHEME = '0160';

/** A party's GLN, VAT number, other ID and name, from its endpoint, identifications, tax scheme and names. */
export function readParty(party: XmlNode | undefined, at: string): AsnParty {
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

export function readQuantity(node: XmlNode | undefined, at: string): string | null {
  const value = text(node);
  if (value === null) return null;
  const quantity = plainQuantity(value);
  if (quantity === null) fail('bad_quantity', at, { value: value.slice(0, 35) });
  return quantity;
}

/** An Item's GTIN: the first StandardItemIdentification of scheme 0160/GTIN (checked), or without a scheme that is one. */
export function itemGtin(item: XmlNode | undefined, at: string): string | null {
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
  return gtin;
}
