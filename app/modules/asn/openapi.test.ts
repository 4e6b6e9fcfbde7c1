import { describe, expect, it } from 'vitest';
import { apiAsnOf, ASN_API_MEDIA_TYPES, MAX_ASN_API_BYTES } from './asn-api';
import { detectAsnFormat } from './formats/detect-format';
import { readDesadv } from './formats/desadv';
import { readUblDespatchAdvice } from './formats/ubl-despatch-advice';
import { buildAsnOpenApi, EXAMPLE_CSV, EXAMPLE_DESADV, EXAMPLE_UBL } from './openapi';

const document = buildAsnOpenApi('https://prevzem.example.com');

/** Every `$ref` in the document, as JSON pointers. */
function refs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refs);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => (key === '$ref' ? [child as string] : refs(child)));
  return [];
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with both ways to send the key and every reference resolving', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: 'https://prevzem.example.com' }]);
    expect(document.security).toEqual([{ bearerKey: [] }, { headerKey: [] }]);
    const pointers = refs(document);
    expect(pointers.length).toBeGreaterThan(5);
    for (const pointer of pointers) {
      const target = pointer
        .replace(/^#\//, '')
        .split('/')
        .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], document);
      expect(target, pointer).toBeDefined();
    }
  });

  it('names every accepted media type, every answer, and the limits the server applies', () => {
    const post = document.paths['/backend/asn']!.post;
    expect(Object.keys(post.requestBody.content).sort()).toEqual(Object.keys(ASN_API_MEDIA_TYPES).sort());
    expect(Object.keys(post.responses).sort()).toEqual(['201', '401', '405', '409', '413', '415', '422', '429']);
    expect(document.info.description).toContain('60 requests per 1 minute per key');
    expect(document.info.description).toContain('30 requests without a valid key per 10 minutes');
    expect(document.info.description).toContain(`${MAX_ASN_API_BYTES / 1024 / 1024} MB`);
  });

  it('gives examples that our own readers accept', () => {
    expect(detectAsnFormat(new TextEncoder().encode(EXAMPLE_DESADV), 'asn.edi')).toBe('desadv');
    expect(readDesadv(EXAMPLE_DESADV)).toMatchObject({
      ok: true,
      asns: [{ asnNumber: 'ASN-1001', orderNumber: '12' }],
    });
    expect(detectAsnFormat(new TextEncoder().encode(EXAMPLE_UBL), 'asn.xml')).toBe('ubl');
    expect(readUblDespatchAdvice(EXAMPLE_UBL)).toMatchObject({ ok: true, asns: [{ asnNumber: 'ASN-1001' }] });
    expect(detectAsnFormat(new TextEncoder().encode(EXAMPLE_CSV), 'asn.csv')).toBe('csv');
  });

  it('shows a stored notice as the 201 example does', () => {
    const example =
      document.paths['/backend/asn']!.post.responses['201'].content['application/json'].examples.created.value.asns[0];
    expect(
      apiAsnOf({
        id: 41,
        asnNumber: 'ASN-1001',
        status: 'expected',
        replaced: false,
        orderId: 7,
        orderNumber: '12',
        lineCount: 2,
        problems: [{ position: 2, source: 'LIN 2', problem: 'no_product' }],
      }),
    ).toEqual(example);
  });
});
