import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { seedDemo } from '#app/modules/org/demo-seed.service.server';
import { openOwnTestDatabase } from '#tests/setup/db';

it('gives every demo shop reclamations in every state, one answered by its supplier and one settled by a credit note', async () => {
  const { db, close } = await openOwnTestDatabase();
  try {
    await db.transaction((tx) => seedDemo(tx, 'not-a-real-hash'));
    const { rows } = await db.execute<{
      shop_id: number;
      open: number;
      sent: number;
      answered: number;
      solved: number;
      by_credit: number;
      by_user: number;
      links: number;
    }>(sql`
      select shop_id,
        count(*) filter (where status = 'open')::int as open,
        count(*) filter (where status = 'sent')::int as sent,
        count(*) filter (where status = 'answered' and answer is not null)::int as answered,
        count(*) filter (where status = 'solved')::int as solved,
        count(*) filter (where solved_by_credit_note_id is not null)::int as by_credit,
        count(*) filter (where solved_by_user_id is not null)::int as by_user,
        count(*) filter (where status <> 'open' and link_nonce is not null)::int as links
      from reclamations group by shop_id order by shop_id`);
    expect(rows).toHaveLength(4);
    for (const shop of rows) {
      expect(shop.open).toBeGreaterThan(0);
      expect(shop.sent).toBeGreaterThan(0);
      expect(shop.answered).toBeGreaterThan(0);
      expect(shop.by_credit).toBe(1);
      expect(shop.by_user).toBeGreaterThan(0);
      expect(shop.links).toBe(shop.sent + shop.answered + shop.solved);
    }
    // No mail goes out for the demo.
    const { rows: mails } = await db.execute(sql`select 1 from mail_outbox where kind like 'reclamation%'`);
    expect(mails).toHaveLength(0);
  } finally {
    await close();
  }
}, 180_000);
