import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { ROLES } from '#app/modules/auth/roles';
import type { AnalyticsPage } from '#app/modules/analytics/analytics.service.server';
import { createShop, createTenant, createUser } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { adminContext, answerOf } from '#tests/support/route-answer';
import { loader as companyLoader } from '../../super/companies/company/analytics';
import { loader } from './index';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

const pageOf = async (user: { id: number }, search = '') =>
  answerOf(
    loader({
      request: new Request(`http://localhost/admin/analytics${search}`),
      context: await adminContext(db, user),
      params: {},
    } as never),
  );

const companyPageOf = async (user: { id: number }, companyId: string) =>
  answerOf(
    companyLoader({
      request: new Request(`http://localhost/super/companies/${companyId}/analytics`),
      context: await adminContext(db, user),
      params: { companyId },
    } as never),
  );

async function companyWithTwoShops() {
  const tenant = await createTenant(db, { staffPermissions: ['deliveries:view'] });
  const second = await createShop(db, tenant.company.id, tenant.region.id);
  const manager = await createUser(db, {
    role: ROLES.companyManager,
    companyId: tenant.company.id,
    shopId: tenant.shop.id,
  });
  return { ...tenant, second, manager };
}

describe('the analytics page', () => {
  it('refuses staff without analytics:view (403) and answers those who hold it', async () => {
    const tenant = await companyWithTwoShops();
    expect((await pageOf(tenant.staff)).status).toBe(403);
    const viewer = await createUser(db, {
      role: ROLES.staff,
      companyId: tenant.company.id,
      shopId: tenant.shop.id,
      permissions: ['analytics:view'],
    });
    const answer = await pageOf(viewer);
    expect(answer.status).toBe(200);
    const { page } = answer.data as { page: AnalyticsPage };
    expect(page).toMatchObject({ view: 'shop', companyWide: false, shops: null, periodKind: 'this_month' });
  });

  it('gives a company manager the whole company per shop, and keeps a plain admin to the own shop', async () => {
    const tenant = await companyWithTwoShops();
    const managed = await pageOf(tenant.manager, '?view=company');
    expect(managed.status).toBe(200);
    const company = (managed.data as { page: AnalyticsPage }).page;
    expect(company.view).toBe('company');
    expect(company.companyWide).toBe(true);
    expect(company.shops?.map((shop) => shop.shopId).sort()).toEqual([tenant.shop.id, tenant.second.id].sort());

    const admin = (await pageOf(tenant.admin, '?view=company')).data as { page: AnalyticsPage };
    expect(admin.page).toMatchObject({ view: 'shop', companyWide: false, shops: null });
  });

  it('answers a custom range it cannot read with 400 and keeps what was typed', async () => {
    const tenant = await companyWithTwoShops();
    const answer = await pageOf(tenant.admin, '?period=custom&from=2026-11-20&to=2026-11-01');
    expect(answer.status).toBe(400);
    expect((answer.data as { page: AnalyticsPage }).page).toMatchObject({
      periodKind: 'this_month',
      invalidRange: { from: '2026-11-20', to: '2026-11-01' },
    });
  });
});

describe("the operator's analytics of a company", () => {
  it('shows every shop of the company and answers 404 for a company that does not exist', async () => {
    const tenant = await companyWithTwoShops();
    const operator = await createUser(db, { role: ROLES.superAdmin });
    const answer = await companyPageOf(operator, String(tenant.company.id));
    expect(answer.status).toBe(200);
    const data = answer.data as { page: AnalyticsPage; companyName: string };
    expect(data.companyName).toBe(tenant.company.name);
    expect(data.page.shops).toHaveLength(2);
    expect((await companyPageOf(operator, '2147483000')).status).toBe(404);
    expect((await companyPageOf(operator, 'abc')).status).toBe(404);
  });
});
