import Papa from 'papaparse';
import { RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { authContext, requestContext, type RequestInfo } from '#app/context';
import type { Database } from '#app/db/client.server';
import { toScope, toUserRecord } from '#app/modules/auth/user-record';
import { ROLES } from '#app/modules/auth/roles';
import { getSessionUserRow } from '#app/modules/users/users.repo.server';
import { todayIn } from '#app/utils/dates';
import { loader as superExportLoader } from '#app/routes/super/companies/company/analytics-export';
import {
  createReceivingTenant,
  createShop,
  createShopSupplier,
  createSupplier,
  createUser,
  deliverOrder,
} from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { adminContext, answerOf } from '#tests/support/route-answer';
import { loader as exportLoader } from './export';
import { loader as detailLoader } from './supplier';
import { loader as trendExportLoader } from './supplier-export';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

const today = todayIn('Europe/Ljubljana');

const call = async (
  loader: (args: never) => unknown,
  user: { id: number },
  path: string,
  params: Record<string, string>,
) =>
  answerOf(
    (async () =>
      loader({
        request: new Request(`http://localhost${path}`),
        context: await adminContext(db, user),
        params,
      } as never))(),
  );

/** The operator's context: logged in, no shop (the super layout's middleware checks the role). */
async function operatorContext(user: { id: number }) {
  const row = (await getSessionUserRow(db, user.id))!;
  const context = new RouterContextProvider();
  context.set(requestContext, { db } as RequestInfo);
  context.set(authContext, { user: toUserRecord(row), scope: toScope(row), sessionId: 1, token: 'test-token' });
  return context;
}

const rowsOf = async (answer: Promise<unknown>) => {
  const response = (await answer) as Response;
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
  expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="analytics-.+\.csv"$/);
  const text = await response.text();
  return Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: ';' }).data;
};

async function twoTenants() {
  const mine = await createReceivingTenant(db);
  const other = await createReceivingTenant(db);
  await deliverOrder(db, mine, { agreed: today, delivered: today });
  await deliverOrder(db, mine, { agreed: today, delivered: today, second: '3' });
  await deliverOrder(db, other, { agreed: today, delivered: today });
  return { mine, other };
}

describe("a supplier's twelve months", () => {
  it('shows the own supplier, 404 for another shop’s or company’s supplier and a bad id, 403 without the permission', async () => {
    const { mine, other } = await twoTenants();
    const path = `/admin/analytics/suppliers/${mine.supplier.id}`;
    const shown = await call(detailLoader, mine.admin, path, { supplierId: String(mine.supplier.id) });
    expect(shown.status).toBe(200);
    const trend = (shown.data as { trend: { name: string; months: unknown[]; totals: { figures: object } } }).trend;
    expect(trend.name).toBe(mine.supplier.name);
    expect(trend.months).toHaveLength(12);
    expect(trend.totals.figures).toMatchObject({ deliveries: 2, okDeliveries: 1, problemDeliveries: 1 });

    // A supplier of another shop of the same company, and one of another company.
    const sibling = await createShop(db, mine.company.id, mine.region.id);
    const siblingSupplier = await createSupplier(db);
    await createShopSupplier(db, sibling, siblingSupplier.id);
    for (const supplierId of [String(siblingSupplier.id), String(other.supplier.id), 'abc', '0']) {
      expect((await call(detailLoader, mine.admin, path, { supplierId })).status).toBe(404);
      expect((await call(trendExportLoader, mine.admin, path, { supplierId })).status).toBe(404);
    }
    expect((await call(detailLoader, mine.staff, path, { supplierId: String(mine.supplier.id) })).status).toBe(403);
    expect((await call(trendExportLoader, mine.staff, path, { supplierId: String(mine.supplier.id) })).status).toBe(
      403,
    );
  });

  it('exports the twelve months as CSV in the user’s language', async () => {
    const { mine } = await twoTenants();
    const viewer = await createUser(db, {
      role: ROLES.staff,
      companyId: mine.company.id,
      shopId: mine.shop.id,
      permissions: ['analytics:view'],
      language: 'si',
    });
    const rows = await rowsOf(
      trendExportLoader({
        request: new Request(`http://localhost/admin/analytics/suppliers/${mine.supplier.id}/export.csv`),
        context: await adminContext(db, viewer),
        params: { supplierId: String(mine.supplier.id) },
      } as never),
    );
    expect(rows).toHaveLength(14);
    expect(rows[0]!.slice(0, 3)).toEqual(['Mesec', 'Dobave', 'Brezhibne']);
    expect(rows[12]!.slice(0, 4)).toEqual([today.slice(0, 7), '2', '1', '1']);
    expect(rows[13]!.slice(0, 2)).toEqual(['Skupaj', '2']);
  });
});

describe('the analytics tables as CSV', () => {
  const exportOf = async (user: { id: number }, file: string, search = '') =>
    exportLoader({
      request: new Request(`http://localhost/admin/analytics/export/${file}${search}`),
      context: await adminContext(db, user),
      params: { file },
    } as never);

  it('writes each table of the shop, never another shop’s rows', async () => {
    const { mine, other } = await twoTenants();
    const outcomes = await rowsOf(exportOf(mine.admin, 'outcomes.csv', '?period=this_week'));
    expect(outcomes[0]).toEqual(['Week (Monday)', 'OK', 'With problems', 'Unacceptable']);
    expect(outcomes.slice(1).map((row) => row.slice(1))).toEqual([['1', '1', '0']]);
    const reasons = await rowsOf(exportOf(mine.admin, 'reasons.csv', '?period=this_week'));
    expect(reasons[0]).toHaveLength(9);
    const breaches = await rowsOf(exportOf(mine.admin, 'breaches.csv', '?period=this_week'));
    expect(breaches[0]).toEqual(['Week (Monday)', 'Chilled', 'Frozen', 'Room temperature']);
    const scorecard = await rowsOf(exportOf(mine.admin, 'scorecard.csv'));
    expect(scorecard.map((row) => row[0])).toEqual(['Supplier', mine.supplier.name]);
    expect(scorecard[1]!.slice(1, 3)).toEqual(['2', '1']);
    expect(scorecard.flat()).not.toContain(other.supplier.name);
  });

  it('answers 404 for another table or the shops outside the company view, 403 without the permission', async () => {
    const { mine } = await twoTenants();
    for (const file of ['orders.csv', 'scorecard', 'scorecard.xlsx'])
      expect((await answerOf(exportOf(mine.admin, file))).status).toBe(404);
    expect((await answerOf(exportOf(mine.admin, 'shops.csv', '?view=company'))).status).toBe(404);
    expect((await answerOf(exportOf(mine.staff, 'scorecard.csv'))).status).toBe(403);
  });

  it("writes the company's shops for its manager, and the operator's company tables", async () => {
    const { mine } = await twoTenants();
    const manager = await createUser(db, {
      role: ROLES.companyManager,
      companyId: mine.company.id,
      shopId: mine.shop.id,
    });
    const shops = await rowsOf(exportOf(manager, 'shops.csv', '?view=company'));
    expect(shops.map((row) => row[0])).toEqual(['Shop', mine.shop.name, 'All shops']);
    expect(shops[1]![1]).toBe('2');

    const operator = await createUser(db, { role: ROLES.superAdmin });
    const superExport = async (companyId: string, file: string) =>
      superExportLoader({
        request: new Request(`http://localhost/super/companies/${companyId}/analytics/export/${file}`),
        context: await operatorContext(operator),
        params: { companyId, file },
      } as never);
    const companyShops = await rowsOf(superExport(String(mine.company.id), 'shops.csv'));
    expect(companyShops.map((row) => row[0])).toEqual(['Shop', mine.shop.name, 'All shops']);
    expect((await answerOf(superExport('2147483000', 'shops.csv'))).status).toBe(404);
    expect((await answerOf(superExport('abc', 'shops.csv'))).status).toBe(404);
    expect((await answerOf(superExport(String(mine.company.id), 'nothing.csv'))).status).toBe(404);
  });
});
