import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { createShop, createTenant } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { nextOrderNumber } from './order-number.server';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

describe('order numbers', () => {
  it('count per shop from 1, and a rolled-back send gives its number back', async () => {
    const { company, region, shop } = await createTenant(db);
    const other = await createShop(db, company.id, region.id);
    expect(await nextOrderNumber(db, shop.id)).toBe(1);
    expect(await nextOrderNumber(db, shop.id)).toBe(2);
    expect(await nextOrderNumber(db, other.id)).toBe(1);
    await expect(
      db.transaction(async (tx) => {
        expect(await nextOrderNumber(tx, shop.id)).toBe(3);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await nextOrderNumber(db, shop.id)).toBe(3);
  });
});
