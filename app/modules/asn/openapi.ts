import { ASN_LINE_PROBLEMS, ASN_STATUSES } from '#app/db/schema/asn';
import { ASN_API_PATH, MAX_ASN_API_BYTES, type ASN_API_MEDIA_TYPES } from './asn-api';
import { ASN_API_LIMITS } from './api-keys.service.server';

/**
 * The OpenAPI 3.1 description of the supplier-system API, served at `/backend/openapi.json`: what `POST /backend/asn`
 * takes and every answer it gives, with examples. Built from the same constants the route and the server use (media
 * types, size and rate limits, statuses), so the document cannot drift from them.
 */

/** A DESADV as a supplier's system sends it (EANCOM D.96A, one pallet, one line). */
export const EXAMPLE_DESADV = [
  "UNA:+.? '",
  "UNB+UNOC:3+3830000000048:14+3830000000024:14+261124:1200+1001'",
  "UNH+1+DESADV:D:96A:UN:EAN005'",
  "BGM+351+ASN-1001+9'",
  "DTM+137:20261124:102'",
  "DTM+17:20261125:102'",
  "RFF+ON:12'",
  "NAD+SU+3830000000048::9'",
  "NAD+BY+3830000000024::9'",
  "CPS+1'",
  "PAC+1++201'",
  "GIN+BJ+383000000000000011'",
  "LIN+1++3830000100052:SRV'",
  "PIA+1+MILK-1:SA'",
  "IMD+F++:::Milk 1 l'",
  "QTY+12:24:PCE'",
  "DTM+361:20261210:102'",
  "UNT+16+1'",
  "UNZ+1+1001'",
].join('\n');

export const EXAMPLE_UBL = `<?xml version="1.0" encoding="UTF-8"?>
<DespatchAdvice xmlns="urn:oasis:names:specification:ubl:schema:xsd:DespatchAdvice-2"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:CustomizationID>urn:fdc:peppol.eu:poacc:trns:despatch_advice:3</cbc:CustomizationID>
  <cbc:ID>ASN-1001</cbc:ID>
  <cbc:IssueDate>2026-11-24</cbc:IssueDate>
  <cac:OrderReference><cbc:ID>12</cbc:ID></cac:OrderReference>
  <cac:DespatchSupplierParty><cac:Party><cbc:EndpointID schemeID="0088">3830000000048</cbc:EndpointID></cac:Party></cac:DespatchSupplierParty>
  <cac:DeliveryCustomerParty><cac:Party><cbc:EndpointID schemeID="0088">3830000000024</cbc:EndpointID></cac:Party></cac:DeliveryCustomerParty>
  <cac:DespatchLine>
    <cbc:ID>1</cbc:ID>
    <cbc:DeliveredQuantity unitCode="C62">24</cbc:DeliveredQuantity>
    <cac:OrderLineReference><cbc:LineID>1</cbc:LineID></cac:OrderLineReference>
    <cac:Item>
      <cbc:Name>Milk 1 l</cbc:Name>
      <cac:SellersItemIdentification><cbc:ID>MILK-1</cbc:ID></cac:SellersItemIdentification>
      <cac:StandardItemIdentification><cbc:ID schemeID="0160">3830000100052</cbc:ID></cac:StandardItemIdentification>
    </cac:Item>
  </cac:DespatchLine>
</DespatchAdvice>`;

export const EXAMPLE_CSV =
  'ASN number;Order number;GTIN;Item code;Quantity;Unit;Best before\nASN-1001;12;3830000100052;MILK-1;24;kos;2026-12-10\n';

const perMinute = (windowMs: number) => `${windowMs / 60_000} minute${windowMs === 60_000 ? '' : 's'}`;

const errorBody = (code: string, message: string) => ({ value: { error: code, message } });

const jsonError = (description: string, examples: Record<string, { value: unknown }>, headers?: object) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, examples } },
});

const mediaDescriptions: Record<keyof typeof ASN_API_MEDIA_TYPES, { description: string; example: string | null }> = {
  'application/edifact': { description: 'EANCOM DESADV (UN/EDIFACT D.96A or later).', example: EXAMPLE_DESADV },
  'text/plain': {
    description: 'EANCOM DESADV, for systems that cannot label it application/edifact.',
    example: EXAMPLE_DESADV,
  },
  'application/xml': { description: 'UBL 2.1 DespatchAdvice (Peppol BIS 3, eSLOG 2.0).', example: EXAMPLE_UBL },
  'text/xml': { description: 'UBL 2.1 DespatchAdvice.', example: EXAMPLE_UBL },
  'text/csv': {
    description:
      "A spreadsheet as CSV. Its columns are read with the mapping the shop saved when it first imported this supplier's file on its import page; without one the answer is 422 needs_mapping.",
    example: EXAMPLE_CSV,
  },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    description: 'A spreadsheet as an XLSX workbook (first sheet), read with the saved mapping as CSV is.',
    example: null,
  },
};

export function buildAsnOpenApi(serverUrl: string) {
  const requestContent = Object.fromEntries(
    Object.entries(mediaDescriptions).map(([type, { description, example }]) => [
      type,
      {
        schema:
          type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
            ? { type: 'string', contentMediaType: type, description }
            : { type: 'string', description },
        ...(example ? { example } : {}),
      },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Prevzem advance ship notices API',
      version: '1.0.0',
      summary: "A supplier's system sends its advance ship notices (despatch advices) to a Prevzem shop.",
      description: [
        'The shop creates an API key for each supplier on its page "API keys for advance ship notices"',
        '(/admin/advance-ship-notice/api-keys) and gives it to the supplier; the key is shown once and stored only as a',
        'hash. A notice sent with the key is filed in that shop under that supplier.',
        '',
        `Limits: ${ASN_API_LIMITS.perKey.limit} requests per ${perMinute(ASN_API_LIMITS.perKey.windowMs)} per key;`,
        `${ASN_API_LIMITS.failedPerAddress.limit} requests without a valid key per ${perMinute(ASN_API_LIMITS.failedPerAddress.windowMs)}`,
        `per address; a body of at most ${MAX_ASN_API_BYTES / (1024 * 1024)} MB. Over a rate limit the answer is 429 with`,
        'Retry-After (seconds).',
        '',
        'Sending the same ASN number from the same supplier again replaces the notice, until receiving against it has',
        'started (409). Lines that match no product of the shop, or a product not on the order, are kept and listed in',
        '`problems`.',
      ].join('\n'),
    },
    servers: [{ url: serverUrl }],
    security: [{ bearerKey: [] }, { headerKey: [] }],
    paths: {
      [ASN_API_PATH]: {
        post: {
          operationId: 'postAdvanceShipNotice',
          summary: 'Send an advance ship notice',
          description:
            'The body is the message itself (no form, no JSON around it). Its format is read from its content: UNA/UNB/UNH → EDIFACT DESADV, an XML DespatchAdvice → UBL, a zip workbook → XLSX, delimited text → CSV. Several DESADV messages in one interchange are several notices.',
          requestBody: { required: true, content: requestContent },
          responses: {
            '201': {
              description: 'Stored: every notice the message held, each created or replaced.',
              content: {
                'application/json': {
                  schema: { $ref: '#/components/schemas/Created' },
                  examples: {
                    created: {
                      value: {
                        asns: [
                          {
                            id: 41,
                            asnNumber: 'ASN-1001',
                            status: 'expected',
                            replaced: false,
                            order: { id: 7, number: '12' },
                            lineCount: 2,
                            problems: [{ position: 2, source: 'LIN 2', problem: 'no_product' }],
                          },
                        ],
                      },
                    },
                  },
                },
              },
            },
            '401': jsonError(
              'No key, or a wrong, malformed or revoked one (all answered alike).',
              { unauthorized: errorBody('unauthorized', 'The API key is missing, wrong or revoked.') },
              { 'WWW-Authenticate': { schema: { type: 'string' }, example: 'Bearer' } },
            ),
            '405': jsonError('Only POST is accepted.', {
              method: errorBody('method_not_allowed', 'Use POST to send an advance ship notice.'),
            }),
            '409': {
              description: 'A notice of this number was received against already: it can no longer be replaced.',
              content: {
                'application/json': {
                  schema: {
                    allOf: [
                      { $ref: '#/components/schemas/Error' },
                      { type: 'object', required: ['asnNumber'], properties: { asnNumber: { type: 'string' } } },
                    ],
                  },
                  examples: {
                    receivingStarted: {
                      value: {
                        error: 'receiving_started',
                        asnNumber: 'ASN-1001',
                        message:
                          'The advance ship notice ASN-1001 can no longer be replaced: receiving against it has started.',
                      },
                    },
                  },
                },
              },
            },
            '413': {
              description: `The body is larger than ${MAX_ASN_API_BYTES / (1024 * 1024)} MB.`,
              content: {
                'application/json': {
                  schema: {
                    allOf: [
                      { $ref: '#/components/schemas/Error' },
                      { type: 'object', properties: { limitBytes: { type: 'integer' } } },
                    ],
                  },
                  examples: {
                    tooLarge: {
                      value: {
                        error: 'payload_too_large',
                        message:
                          'What you sent is larger than the 5 MB this page accepts. Send less at a time, or a smaller file.',
                        limitBytes: MAX_ASN_API_BYTES,
                      },
                    },
                  },
                },
              },
            },
            '415': jsonError('The Content-Type is not one listed, or the body is none of the formats.', {
              mediaType: errorBody(
                'unsupported_media_type',
                'Send the message as application/edifact or text/plain (EDIFACT DESADV), application/xml or text/xml (UBL DespatchAdvice), text/csv, or an XLSX workbook.',
              ),
              content: errorBody(
                'unknown_format',
                'The body is not an EDIFACT DESADV, a UBL DespatchAdvice, a CSV file or an XLSX workbook.',
              ),
            }),
            '422': {
              description:
                "The message cannot be stored: it is malformed (`errors`, each naming where), names another supplier than the key's, names none of the shop's suppliers, or is a spreadsheet the shop has no column mapping for.",
              content: {
                'application/json': {
                  schema: {
                    oneOf: [{ $ref: '#/components/schemas/FormatErrors' }, { $ref: '#/components/schemas/Error' }],
                  },
                  examples: {
                    format: {
                      value: {
                        error: 'format',
                        errors: [{ code: 'missing_segment', at: 'UNH 1', message: 'The message has no BGM segment.' }],
                      },
                    },
                    supplierMismatch: errorBody(
                      'supplier_mismatch',
                      'The message names another supplier than the one this key belongs to.',
                    ),
                    unknownSupplier: errorBody('unknown_supplier', 'The message names no supplier of this shop.'),
                    needsMapping: errorBody(
                      'needs_mapping',
                      'The shop has not yet mapped the columns of spreadsheets from this supplier.',
                    ),
                  },
                },
              },
            },
            '429': jsonError(
              'Too many requests with this key, or without a valid key from this address.',
              { rateLimited: errorBody('rate_limited', 'Too many requests. Try again in 42 seconds.') },
              { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer', minimum: 1 } } },
            ),
          },
        },
      },
    },
    components: {
      securitySchemes: {
        bearerKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'Authorization: Bearer pvz_… (the API key the shop created for this supplier).',
        },
        headerKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'The same key in its own header.' },
      },
      schemas: {
        Created: {
          type: 'object',
          required: ['asns'],
          properties: { asns: { type: 'array', items: { $ref: '#/components/schemas/Asn' } } },
        },
        Asn: {
          type: 'object',
          required: ['id', 'asnNumber', 'status', 'replaced', 'order', 'lineCount', 'problems'],
          properties: {
            id: { type: 'integer', description: "The notice's id in Prevzem." },
            asnNumber: { type: 'string' },
            status: { type: 'string', enum: [...ASN_STATUSES] },
            replaced: { type: 'boolean', description: 'A notice of this number existed and was replaced.' },
            order: {
              description: 'The open order it was matched to by order number; null when none matched.',
              oneOf: [
                {
                  type: 'object',
                  required: ['id', 'number'],
                  properties: { id: { type: 'integer' }, number: { type: 'string' } },
                },
                { type: 'null' },
              ],
            },
            lineCount: { type: 'integer' },
            problems: { type: 'array', items: { $ref: '#/components/schemas/LineProblem' } },
          },
        },
        LineProblem: {
          type: 'object',
          required: ['position', 'source', 'problem'],
          properties: {
            position: { type: 'integer', description: '1-based, in message order.' },
            source: {
              type: 'string',
              description: 'Where the line is in the message: "LIN 3", "DespatchLine 2", "row 7".',
            },
            problem: {
              type: 'string',
              enum: [...ASN_LINE_PROBLEMS],
              description:
                "no_product: no product of the shop matches; not_on_order: its product is not on the order; unit: its unit cannot be converted to the product's.",
            },
          },
        },
        FormatErrors: {
          type: 'object',
          required: ['error', 'errors'],
          properties: {
            error: { const: 'format' },
            errors: {
              type: 'array',
              items: {
                type: 'object',
                required: ['code', 'at', 'message'],
                properties: {
                  code: { type: 'string' },
                  at: { type: ['string', 'null'], description: 'Segment and element, XML line and column, or row.' },
                  message: { type: 'string', description: "In English, or in the supplier's language when known." },
                },
              },
            },
          },
        },
        Error: {
          type: 'object',
          required: ['error', 'message'],
          properties: { error: { type: 'string' }, message: { type: 'string' } },
        },
      },
    },
  };
}
