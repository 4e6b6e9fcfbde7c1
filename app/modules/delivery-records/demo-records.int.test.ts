import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { addDays, todayIn } from '#app/utils/dates';
import { createReceivingTenant } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { seedDemoRecords } from './demo-records.server';
import { listRecords } from './records.repo.server';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

const all = {
  from: undefined,
  to: undefined,
  verdict: 'all',
  corrective: false,
  source: 'all',
  scheme: 'all',
  problems: false,
  page: 1,
  perPage: 50,
} as const;

describe('demo records', () => {
  it('gives a demo shop risk items with a breach and its corrective action, ASC/MSC receipts and excluded lines', async () => {
    const tenant = await createReceivingTenant(db, {
      products: [
        { name: 'Piščančji file', temperatureRegime: 'chilled', isRisky: true },
        { name: 'Jajca L', temperatureRegime: 'chilled', isRisky: true },
        { name: 'Kozice', temperatureRegime: 'frozen', isRisky: true, certificates: 'MSC' },
        { name: 'Brancin', temperatureRegime: 'chilled', certificates: 'ASC' },
        { name: 'Detergent', excludeFromStockExport: true },
        { name: 'Krompir' },
      ],
    });
    expect(await seedDemoRecords(db, { shops: [tenant.shop] })).toEqual({ receipts: 6 });

    const risk = await listRecords(db, tenant.scope, 'risk', all);
    const breach = risk.rows.find((row) => row.verdict === 'breach');
    expect(breach).toMatchObject({ productName: 'Piščančji file', isRisky: true, temperature: '9.2' });
    expect(breach!.correctiveNote).toMatch(/blast chiller/);
    expect(risk.rows.map((row) => row.productName)).toEqual(expect.arrayContaining(['Jajca L', 'Kozice']));

    const certified = await listRecords(db, tenant.scope, 'certified', all);
    expect(
      certified.rows.map((row) => [row.productName, row.certificateScheme, row.expiredAtReceipt, row.missingNumber]),
    ).toEqual(
      expect.arrayContaining([
        ['Kozice', 'msc', false, false],
        // This tenant's supplier has no ASC certificate: no number, no expiry recorded.
        ['Brancin', 'asc', false, true],
      ]),
    );

    const excluded = await listRecords(db, tenant.scope, 'excluded', all);
    expect(excluded.rows.map((row) => [row.productName, row.excludeReason !== null])).toEqual(
      expect.arrayContaining([
        ['Detergent', false],
        ['Krompir', true],
      ]),
    );
    // Within the default period of the pages (the last 30 days).
    expect(
      [...risk.rows, ...certified.rows, ...excluded.rows].every(
        (row) => row.deliveryDate >= addDays(todayIn(tenant.shop.timeZone), -29),
      ),
    ).toBe(true);
  });
});
