import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { shopSuppliers } from '#app/db/schema';
import { createShopSupplier, createSupplier, createTenant } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { adminContext, answerOf } from '#tests/support/route-answer';
import { action, loader } from '#app/routes/admin/suppliers/edit';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

const urlOf = (supplierId: number) => `http://localhost/admin/suppliers/${supplierId}/edit`;
const page = async (user: { id: number }, supplierId: number) =>
  answerOf(
    loader({
      request: new Request(urlOf(supplierId)),
      context: await adminContext(db, user),
      params: { supplierId: String(supplierId) },
    } as never),
  );
const post = async (user: { id: number }, supplierId: number, fields: [string, string][]) =>
  answerOf(
    action({
      request: new Request(urlOf(supplierId), { method: 'POST', body: new URLSearchParams(fields) }),
      context: await adminContext(db, user),
      params: { supplierId: String(supplierId) },
    } as never),
  );

async function shopWithSupplier() {
  const tenant = await createTenant(db);
  const supplier = await createSupplier(db, { name: 'Ribe Piran' });
  await createShopSupplier(db, tenant.shop, supplier.id, { orderEmails: ['narocila@ribe.test'] });
  return { ...tenant, supplier };
}

const linkOf = async (shopId: number, supplierId: number) =>
  (
    await db
      .select()
      .from(shopSuppliers)
      .where(and(eq(shopSuppliers.shopId, shopId), eq(shopSuppliers.supplierId, supplierId)))
  )[0]!;

const form: [string, string][] = [
  ['orderEmails[0]', 'narocila@ribe.test'],
  ['shortLineChoice', 'expect_rest'],
  ['reclamationEmails[0]', 'reklamacije@ribe.test'],
  ['reclamationEmails[1]', 'kakovost@ribe.test'],
  ['ascCertificateNumber', 'ASC-C-00123'],
  ['ascCertificateExpires', '2027-03-31'],
  ['mscCertificateNumber', 'MSC-C-52341'],
  ['mscCertificateExpires', '2025-12-31'],
];

describe("the shop supplier's reclamation addresses and certificates", () => {
  it('saves them, and the page shows them', async () => {
    const tenant = await shopWithSupplier();
    expect((await post(tenant.admin, tenant.supplier.id, form)).status).toBe(200);
    expect(await linkOf(tenant.shop.id, tenant.supplier.id)).toMatchObject({
      reclamationEmails: ['reklamacije@ribe.test', 'kakovost@ribe.test'],
      ascCertificateNumber: 'ASC-C-00123',
      ascCertificateExpires: '2027-03-31',
      mscCertificateNumber: 'MSC-C-52341',
      mscCertificateExpires: '2025-12-31',
    });
    const shown = await page(tenant.admin, tenant.supplier.id);
    expect(shown).toMatchObject({
      status: 200,
      data: {
        link: {
          reclamationEmails: ['reklamacije@ribe.test', 'kakovost@ribe.test'],
          mscCertificateNumber: 'MSC-C-52341',
        },
      },
    });
  });

  it('refuses bad input with field errors, keeping what was typed and changing nothing', async () => {
    const tenant = await shopWithSupplier();
    const answer = await post(tenant.admin, tenant.supplier.id, [
      ['orderEmails[0]', 'narocila@ribe.test'],
      ['shortLineChoice', 'expect_rest'],
      ['reclamationEmails[0]', 'not an address'],
      ['ascCertificateExpires', '2027-02-30'],
      ['mscCertificateExpires', '2027-01-31'],
    ]);
    expect(answer).toMatchObject({
      status: 400,
      data: {
        saved: false,
        result: {
          initialValue: { reclamationEmails: ['not an address'], mscCertificateExpires: '2027-01-31' },
          error: {
            'reclamationEmails[0]': ['validation.email'],
            ascCertificateExpires: ['receivingRecords.validation.date'],
            mscCertificateNumber: ['receivingRecords.validation.certificateNumberRequired'],
          },
        },
      },
    });
    expect(await linkOf(tenant.shop.id, tenant.supplier.id)).toMatchObject({
      reclamationEmails: [],
      mscCertificateExpires: null,
    });
  });

  it("answers 404 for another shop's supplier, and changes nothing there", async () => {
    const tenant = await shopWithSupplier();
    const other = await shopWithSupplier();
    expect((await page(tenant.admin, other.supplier.id)).status).toBe(404);
    expect((await post(tenant.admin, other.supplier.id, form)).status).toBe(404);
    expect((await linkOf(other.shop.id, other.supplier.id)).mscCertificateNumber).toBeNull();
  });

  it('answers 403 to staff without suppliers:edit', async () => {
    const tenant = await shopWithSupplier();
    expect((await page(tenant.staff, tenant.supplier.id)).status).toBe(403);
    expect((await post(tenant.staff, tenant.supplier.id, form)).status).toBe(403);
    expect((await linkOf(tenant.shop.id, tenant.supplier.id)).mscCertificateNumber).toBeNull();
  });
});
