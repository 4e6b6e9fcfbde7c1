import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { requestContext, type RequestInfo } from '#app/context';
import type { Database } from '#app/db/client.server';
import { advanceShipNotices, asnApiKeys, deliveryNotes } from '#app/db/schema';
import { countRateLimitHit } from '#app/modules/auth/rate-limit.repo.server';
import { saveImportMapping } from '#app/modules/products/import-mapping.repo.server';
import { action, loader } from '#app/routes/backend/asn';
import {
  createDeliveryNote,
  createOrder,
  createProduct,
  createShopSupplier,
  createSupplier,
  createTenant,
  shopScopeOf,
} from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { createApiKey, revokeShopApiKey } from './api-keys.service.server';
import { ASN_API_LIMITS } from './api-keys.service.server';
import { EXAMPLE_CSV } from './openapi';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

const BUYER_GLN = '3830000000024';
const GTIN = '3830000100052';
const UNKNOWN_GTIN = '4006381333931';

/** An EANCOM DESADV interchange: one message, two lines (the first a product of the shop, the second none). */
function desadv(options: { asnNumber: string; supplierGln: string; orderNumber?: string; withBgm?: boolean }) {
  const message = [
    'UNH+1+DESADV:D:96A:UN:EAN005',
    ...(options.withBgm === false ? [] : [`BGM+351+${options.asnNumber}+9`]),
    'DTM+137:20261124:102',
    'DTM+17:20261127:102',
    ...(options.orderNumber ? [`RFF+ON:${options.orderNumber}`] : []),
    `NAD+SU+${options.supplierGln}::9`,
    `NAD+BY+${BUYER_GLN}::9`,
    'CPS+1',
    `LIN+1++${GTIN}:SRV`,
    'QTY+12:6:PCE',
    `LIN+2++${UNKNOWN_GTIN}:SRV`,
    'QTY+12:2:PCE',
  ];
  const segments = [
    `UNB+UNOC:3+${options.supplierGln}:14+${BUYER_GLN}:14+261124:1200+1'`,
    ...[...message, `UNT+${message.length + 1}+1`].map((segment) => `${segment}'`),
    "UNZ+1+1'",
  ];
  return segments.join('\n');
}

/** Each test its own address: the counters live in the database other test files use at the same time. */
const address = () => `10.${randomUUID().slice(0, 8)}`;

interface Post {
  key?: string | null;
  header?: 'authorization' | 'x-api-key';
  body?: string | Uint8Array<ArrayBuffer>;
  contentType?: string | null;
  ip?: string;
  method?: string;
}

async function post({
  key = null,
  header = 'authorization',
  body = '',
  contentType = 'application/edifact',
  ip,
  method = 'POST',
}: Post) {
  const headers = new Headers();
  if (contentType) headers.set('content-type', contentType);
  if (key !== null) headers.set(header, header === 'authorization' ? `Bearer ${key}` : key);
  const request = new Request('http://localhost/backend/asn', { method, headers, body });
  const context = new RouterContextProvider();
  context.set(requestContext, { db, ip: ip ?? address() } as RequestInfo);
  const response = (await action({ request, context, params: {} } as never)) as Response;
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

async function supplierShop(language: 'en' | 'sl' | null = null) {
  const tenant = await createTenant(db);
  const gln = `383${randomUUID().replace(/\D/g, '').padEnd(9, '7').slice(0, 9)}`;
  const supplier = await createSupplier(db, { gln: withCheckDigit(gln), language });
  const catalogShop = { companyId: tenant.company.id, id: tenant.shop.id };
  await createShopSupplier(db, catalogShop, supplier.id);
  const product = await createProduct(db, catalogShop, { supplierId: supplier.id, ean: GTIN, name: 'Kruh' });
  const shop = shopScopeOf(tenant.shop, tenant.admin);
  const created = await createApiKey(db, shop, { name: 'ERP', supplierId: supplier.id });
  if (!created.ok) throw new Error(created.reason);
  return { tenant, supplier, product, shop, catalogShop, key: created.key, keyId: created.id };
}

function withCheckDigit(body: string): string {
  const sum = [...body].reverse().reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const asnsOfShop = (shopId: number) =>
  db.select().from(advanceShipNotices).where(eq(advanceShipNotices.shopId, shopId));

describe('POST /backend/asn', () => {
  it("stores a good DESADV in the key's shop under the key's supplier, answers 201 with its lines' problems", async () => {
    const { tenant, supplier, product, catalogShop, key, keyId } = await supplierShop();
    const other = await supplierShop();
    const order = await createOrder(
      db,
      { companyId: catalogShop.companyId, shopId: catalogShop.id },
      {
        supplierId: supplier.id,
        lines: [{ productId: product.id, quantity: '6' }],
      },
    );
    const answer = await post({
      key,
      body: desadv({ asnNumber: 'DA-1', supplierGln: supplier.gln!, orderNumber: String(order.number) }),
    });
    expect(answer.status).toBe(201);
    const [asn] = await asnsOfShop(tenant.shop.id);
    expect(answer.body).toEqual({
      asns: [
        {
          id: asn!.id,
          asnNumber: 'DA-1',
          status: 'expected',
          replaced: false,
          order: { id: order.id, number: String(order.number) },
          lineCount: 2,
          problems: expect.arrayContaining([{ position: 2, source: expect.any(String), problem: 'no_product' }]),
        },
      ],
    });
    expect(asn).toMatchObject({
      supplierId: supplier.id,
      channel: 'api',
      apiKeyId: keyId,
      format: 'desadv',
      createdByUserId: null,
    });
    expect(await asnsOfShop(other.tenant.shop.id)).toEqual([]);
    const [used] = await db.select().from(asnApiKeys).where(eq(asnApiKeys.id, keyId));
    expect(used!.lastUsedAt).toBeInstanceOf(Date);

    // The same number again, by X-Api-Key: a replacement.
    const again = await post({
      key,
      header: 'x-api-key',
      contentType: 'text/plain; charset=utf-8',
      body: desadv({ asnNumber: 'DA-1', supplierGln: supplier.gln! }),
    });
    expect(again).toMatchObject({ status: 201, body: { asns: [{ id: asn!.id, replaced: true, order: null }] } });
  });

  it('refuses no key, a wrong, malformed or revoked key alike with 401, and stores nothing', async () => {
    const { tenant, supplier, shop, key, keyId } = await supplierShop();
    const body = desadv({ asnNumber: 'DA-2', supplierGln: supplier.gln! });
    const wrong = `${key.slice(0, -2)}${key.endsWith('AA') ? 'BB' : 'AA'}`;
    await revokeShopApiKey(db, shop, keyId);
    const answers = [
      await post({ body }),
      await post({ key: wrong, body }),
      await post({ key: 'pvz_nope', body }),
      await post({ key, body }),
      await post({ key, header: 'x-api-key', body }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toBe('Bearer');
      expect(answer.body).toEqual({ error: 'unauthorized', message: 'The API key is missing, wrong or revoked.' });
    }
    expect(await asnsOfShop(tenant.shop.id)).toEqual([]);
  });

  it("binds the key to its supplier: a message naming another of the shop's suppliers is 422 supplier_mismatch", async () => {
    const { tenant, catalogShop, key } = await supplierShop('sl');
    const second = await createSupplier(db, { gln: '3830000000079' });
    await createShopSupplier(db, catalogShop, second.id);
    const answer = await post({ key, body: desadv({ asnNumber: 'DA-3', supplierGln: '3830000000079' }) });
    expect(answer.status).toBe(422);
    // In the supplier's language.
    expect(answer.body).toEqual({
      error: 'supplier_mismatch',
      message: 'Sporočilo navaja drugega dobavitelja od tistega, ki mu pripada ta ključ.',
    });
    expect(await asnsOfShop(tenant.shop.id)).toEqual([]);
  });

  it("files a message naming another shop's supplier under the key's own supplier and shop, never the other shop", async () => {
    const mine = await supplierShop();
    const theirs = await supplierShop();
    const answer = await post({
      key: mine.key,
      body: desadv({ asnNumber: 'DA-4', supplierGln: theirs.supplier.gln! }),
    });
    expect(answer.status).toBe(201);
    expect((await asnsOfShop(mine.tenant.shop.id)).map((asn) => asn.supplierId)).toEqual([mine.supplier.id]);
    expect(await asnsOfShop(theirs.tenant.shop.id)).toEqual([]);
  });

  it('answers 422 with each format error, 415 for another media type or content, 405 for another method', async () => {
    const { supplier, key } = await supplierShop();
    const broken = await post({ key, body: desadv({ asnNumber: 'DA-5', supplierGln: supplier.gln!, withBgm: false }) });
    expect(broken.status).toBe(422);
    expect(broken.body).toMatchObject({ error: 'format' });
    const errors = broken.body.errors as { code: string; at: string | null; message: string }[];
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) {
      expect(error.code).toMatch(/^[a-z_]+$/);
      expect(error.message).not.toContain('asnFormats.');
    }
    expect(await post({ key, body: '', contentType: 'text/plain' })).toMatchObject({
      status: 422,
      body: { error: 'format', errors: [{ code: 'empty', at: null, message: 'The body is empty.' }] },
    });
    expect(await post({ key, body: '{"asn": 1}', contentType: 'application/json' })).toMatchObject({
      status: 415,
      body: { error: 'unsupported_media_type' },
    });
    expect(await post({ key, body: 'hello', contentType: null })).toMatchObject({ status: 415 });
    expect(await post({ key, body: 'just some words', contentType: 'text/plain' })).toMatchObject({
      status: 415,
      body: { error: 'unknown_format' },
    });
    expect(await post({ key, body: 'x', method: 'PUT' })).toMatchObject({ status: 405 });
    const get = (await loader()) as Response;
    expect(get.status).toBe(405);
  });

  it('answers 429 with Retry-After once a key is used too often, or an address has sent too many bad keys', async () => {
    const { supplier, keyId, key } = await supplierShop();
    for (let i = 0; i < ASN_API_LIMITS.perKey.limit; i++)
      await countRateLimitHit(db, `asn-api:key:${keyId}`, ASN_API_LIMITS.perKey);
    const body = desadv({ asnNumber: 'DA-6', supplierGln: supplier.gln! });
    const limited = await post({ key, body });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(limited.body).toMatchObject({ error: 'rate_limited' });

    const guesser = address();
    for (let i = 0; i < ASN_API_LIMITS.failedPerAddress.limit; i++)
      expect((await post({ key: 'pvz_guess', body, ip: guesser })).status).toBe(401);
    const blocked = await post({ key: (await supplierShop()).key, body, ip: guesser });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(500);
  });

  it('answers 409 for a notice received against already, and leaves it as it was', async () => {
    const { tenant, supplier, catalogShop, key } = await supplierShop();
    const body = desadv({ asnNumber: 'DA-7', supplierGln: supplier.gln! });
    const first = await post({ key, body });
    expect(first.status).toBe(201);
    const [asn] = await asnsOfShop(tenant.shop.id);
    const note = await createDeliveryNote(
      db,
      { companyId: catalogShop.companyId, shopId: catalogShop.id },
      {
        supplierId: supplier.id,
        deliveryDate: '2026-11-27',
        state: 'draft',
      },
    );
    await db.update(deliveryNotes).set({ asnId: asn!.id }).where(eq(deliveryNotes.id, note.id));
    expect(await post({ key, body })).toEqual({
      status: 409,
      headers: expect.anything(),
      body: {
        error: 'receiving_started',
        asnNumber: 'DA-7',
        message: 'The advance ship notice DA-7 can no longer be replaced: receiving against it has started.',
      },
    });
    const [after] = await asnsOfShop(tenant.shop.id);
    expect(after!.revision).toBe(asn!.revision);
  });

  it("reads a CSV with the columns the shop remembered for the key's supplier, and asks for them first", async () => {
    const { tenant, supplier, shop, key } = await supplierShop();
    expect(await post({ key, body: EXAMPLE_CSV, contentType: 'text/csv' })).toMatchObject({
      status: 422,
      body: { error: 'needs_mapping' },
    });
    await saveImportMapping(db, shop, `asn:${supplier.id}`, {
      asnnumber: 'asnNumber',
      ordernumber: 'orderNumber',
      gtin: 'gtin',
      itemcode: 'supplierItemCode',
      quantity: 'quantity',
      unit: 'unit',
      bestbefore: 'bestBefore',
    });
    const answer = await post({ key, body: EXAMPLE_CSV, contentType: 'text/csv; charset=utf-8' });
    expect(answer).toMatchObject({ status: 201, body: { asns: [{ asnNumber: 'ASN-1001', lineCount: 1 }] } });
    expect((await asnsOfShop(tenant.shop.id)).map((asn) => [asn.format, asn.channel])).toEqual([['csv', 'api']]);
  });
});
