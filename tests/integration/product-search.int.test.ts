/**
 * The product list's search, price sort and capped count (decision 037, Product search): what matches a short query,
 * a word, an EAN or GTIN prefix, a supplier's code; prices in order with the products without one last, also as prices
 * change through every write path; the count that stops at 1,000; and another shop's products never matching.
 */
import { randomUUID } from 'node:crypto';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { ALL_PERMISSIONS } from '#app/modules/auth/roles';
import { productFormSchema, type ProductFormInput } from '#app/modules/products/product.schema';
import { bulkUpdateProducts } from '#app/modules/products/products-bulk.repo.server';
import { createProduct, updateProduct } from '#app/modules/products/products.repo.server';
import { countCapFor } from '#app/db/capped-count.server';
import {
  listProducts,
  productListQueries,
  type ProductListQuery,
} from '#app/modules/products/products-search.repo.server';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { findOwnShop } from '#app/modules/tenancy/shop-scope.repo.server';
import { createProducts, createShopSuppliers, createSuppliers, createTenant } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

async function shop() {
  const tenant = await createTenant(db);
  const made = await createSuppliers(db, [
    { name: `Mlekarna Vrh x${randomUUID().slice(0, 6)}` },
    { name: `Pekarna x${randomUUID().slice(0, 6)}` },
  ]);
  await createShopSuppliers(
    db,
    made.map((s) => ({ shop: tenant.shop, supplierId: s.id })),
  );
  const target = (await findOwnShop(db, {
    userId: tenant.admin.id,
    role: tenant.admin.role as 3,
    companyId: tenant.company.id,
    shopId: tenant.shop.id,
    permissions: [...ALL_PERMISSIONS],
  }))!;
  return { tenant, target, milk: made[0]!.id, bread: made[1]!.id };
}

const TODAY = '2026-03-02';

async function create(target: ShopScope, input: Partial<ProductFormInput> & { supplierId: number }, today = TODAY) {
  const result = await createProduct(
    db,
    target,
    productFormSchema('en').parse({
      name: 'Product',
      price: '1',
      vat: '9.5',
      ...input,
      supplierId: String(input.supplierId),
    }),
    { today },
  );
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.id;
}

const query = (q: Partial<ProductListQuery> = {}): ProductListQuery => ({
  status: 'active',
  sort: 'name',
  flags: [],
  page: 1,
  perPage: 50,
  ...q,
});

const idsOf = async (target: ShopScope, q: Partial<ProductListQuery>, today = TODAY) =>
  (await listProducts(db, target, query(q), { today })).rows.map((row) => row.id);

describe('product search', () => {
  it('matches one or two characters at the start of a word of the name or a code, case-insensitively', async () => {
    const { target, milk, bread } = await shop();
    const mleko = await create(target, { supplierId: bread, name: 'Mleko alpsko', supplierProductId: 'S-4711' });
    const sir = await create(target, { supplierId: bread, name: 'Sir mlečni' });
    const kamilica = await create(target, { supplierId: bread, name: 'Čaj kamilica', ean: '4006381333931' });
    expect(await idsOf(target, { q: 'ML' })).toEqual([mleko, sir]);
    expect(await idsOf(target, { q: 'm' })).toEqual([mleko, sir]);
    // Inside a word two letters do not match: "kamilica" has "mi", "ml" appears in no word's start but these.
    expect(await idsOf(target, { q: 'mi' })).toEqual([]);
    expect(await idsOf(target, { q: 'č' })).toEqual([kamilica]);
    expect(await idsOf(target, { q: '40' })).toEqual([kamilica]);
    // A code's parts are words: "S-4711" is "s" and "4711".
    expect(await idsOf(target, { q: 's-' })).toEqual([mleko, sir]);
    expect(await idsOf(target, { q: '47' })).toEqual([mleko]);
    // The shop's suppliers named with a word starting so bring their products, too.
    const fromMilk = await create(target, { supplierId: milk, name: 'Jogurt' });
    // Names sort by code point: "č" after "z".
    expect(await idsOf(target, { q: 'pe' })).toEqual([mleko, sir, kamilica]);
    expect(await idsOf(target, { q: 'vr' })).toEqual([fromMilk]);
  });

  it('matches three characters or more anywhere: words, EAN and GTIN parts, codes; diacritics count', async () => {
    const { target, bread } = await shop();
    const a = await create(target, {
      supplierId: bread,
      name: 'Čaj kamilica',
      ean: '4006381333931',
      supplierProductId: 'S-4711',
      internalProductId: 'INT-777',
      gtins: ['10012345678902'],
    });
    const b = await create(target, { supplierId: bread, name: 'Caj zeleni', supplierProductId: 'S-4712' });
    expect(await idsOf(target, { q: 'ČAJ' })).toEqual([a]);
    expect(await idsOf(target, { q: 'caj' })).toEqual([b]);
    expect(await idsOf(target, { q: 'amil' })).toEqual([a]);
    expect(await idsOf(target, { q: '40063' })).toEqual([a]);
    expect(await idsOf(target, { q: '381333' })).toEqual([a]);
    expect(await idsOf(target, { q: '4006381333931' })).toEqual([a]);
    expect(await idsOf(target, { q: '1001234' })).toEqual([a]);
    expect(await idsOf(target, { q: '1234567' })).toEqual([a]);
    expect(await idsOf(target, { q: '1001 2345' })).toEqual([a]);
    expect(await idsOf(target, { q: 's-471' })).toEqual([b, a]);
    expect(await idsOf(target, { q: 'S-4711' })).toEqual([a]);
    expect(await idsOf(target, { q: 'int-77' })).toEqual([a]);
    expect(await idsOf(target, { q: '100%' })).toEqual([]);
  });

  it('finds a product by the GTINs it has now, after they change', async () => {
    const { target, bread } = await shop();
    const id = await create(target, { supplierId: bread, name: 'Kruh', gtins: ['10012345678902'] });
    expect(await idsOf(target, { q: '10012345678902' })).toEqual([id]);
    const changed = await updateProduct(
      db,
      target,
      id,
      productFormSchema('en').parse({
        name: 'Kruh',
        price: '1',
        vat: '9.5',
        supplierId: String(bread),
        gtins: ['20098765432109'],
      }),
      { today: TODAY },
    );
    expect(changed).toEqual({ ok: true });
    expect(await idsOf(target, { q: '10012345678902' })).toEqual([]);
    expect(await idsOf(target, { q: '200987' })).toEqual([id]);
    expect(await idsOf(target, { q: '20' })).toEqual([id]);
  });

  it('by name, shows first the products with a word of the name starting so, then the other matches', async () => {
    const { target, bread } = await shop();
    const inside = await create(target, { supplierId: bread, name: 'Akamba' });
    const byCode = await create(target, { supplierId: bread, name: 'Bbb', supplierProductId: 'KAM-1' });
    const named = await create(target, { supplierId: bread, name: 'Zelena kamilica' });
    expect(await idsOf(target, { q: 'kam' })).toEqual([named, inside, byCode]);
    expect(await idsOf(target, { q: 'ka' })).toEqual([named, byCode]);
    // Other orders are not tiered.
    expect(await idsOf(target, { q: 'kam', sort: 'updated' })).toEqual([named, byCode, inside]);
  });

  it("never matches another shop's products, whatever the query", async () => {
    const own = await shop();
    const other = await shop();
    await create(other.target, {
      supplierId: other.bread,
      name: 'Mleko tuje',
      ean: '4006381333931',
      supplierProductId: 'S-9',
      gtins: ['10012345678902'],
    });
    const mine = await create(own.target, { supplierId: own.bread, name: 'Mleko moje' });
    for (const q of ['m', 'ml', 'mleko', '40063', '4006381333931', '1001234', 'S-9', 's', 'tuje']) {
      const { rows } = await listProducts(db, own.target, query({ q, status: 'all' }), { today: TODAY });
      expect(rows.every((row) => row.id === mine)).toBe(true);
    }
    expect(
      (await listProducts(db, own.target, query({ sort: 'price' }), { today: TODAY })).rows.map((r) => r.id),
    ).toEqual([mine]);
  });
});

describe('sort by price with VAT', () => {
  it('orders both ways with products without a price today last, and pages across them', async () => {
    const { target, bread } = await shop();
    const cheap = await create(target, { supplierId: bread, name: 'B cheap', price: '1' });
    const dear = await create(target, { supplierId: bread, name: 'A dear', price: '5' });
    const tie = await create(target, { supplierId: bread, name: 'A tie', price: '1' });
    // A price from next month: none today.
    const later = await create(
      target,
      { supplierId: bread, name: 'C later', price: '0.5', validFrom: '2026-04-01' },
      TODAY,
    );
    const high = await create(target, { supplierId: bread, name: 'D high VAT', price: '1', vat: '22' });
    expect(await idsOf(target, { sort: 'price' })).toEqual([tie, cheap, high, dear, later]);
    expect(await idsOf(target, { sort: 'price_desc' })).toEqual([dear, high, tie, cheap, later]);
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(await idsOf(target, { sort: 'price', perPage: 2, page }));
    expect(pages).toEqual([[tie, cheap], [high, dear], [later]]);
    expect(await idsOf(target, { sort: 'price_desc', perPage: 2, page: 3 })).toEqual([later]);
    // From next month the later price is today's, and the lowest.
    expect(await idsOf(target, { sort: 'price' }, '2026-04-02')).toEqual([later, tie, cheap, high, dear]);
    // Search and sort together.
    expect(await idsOf(target, { sort: 'price_desc', q: 'a' })).toEqual([dear, tie]);
  });

  it('follows every price change: a correction, a new price from today, a planned one', async () => {
    const { target, bread } = await shop();
    const a = await create(target, { supplierId: bread, name: 'A', price: '1' }, '2026-01-01');
    const b = await create(target, { supplierId: bread, name: 'B', price: '2' }, '2026-01-01');
    const values = (input: Partial<ProductFormInput>) =>
      productFormSchema('en').parse({ name: 'A', vat: '9.5', supplierId: String(bread), ...input });
    expect(await idsOf(target, { sort: 'price' })).toEqual([a, b]);
    // A correction of today's price in place.
    expect(
      await updateProduct(db, target, a, values({ price: '3', validFrom: '2026-01-01', priceChange: 'correct' }), {
        today: TODAY,
      }),
    ).toEqual({ ok: true });
    expect(await idsOf(target, { sort: 'price' })).toEqual([b, a]);
    // A new price from today: yesterday's ends.
    expect(
      await updateProduct(db, target, a, values({ price: '1.5', validFrom: '2026-01-01', priceChange: 'new' }), {
        today: TODAY,
      }),
    ).toEqual({ ok: true });
    expect(await idsOf(target, { sort: 'price' })).toEqual([a, b]);
    expect(await idsOf(target, { sort: 'price' }, '2026-03-01')).toEqual([b, a]);
    const rows = (await listProducts(db, target, query({ sort: 'price' }), { today: TODAY })).rows;
    expect(rows.map((row) => row.price)).toEqual(['1.5000', '2.0000']);
  });
});

interface PlanNode {
  'Actual Loops'?: number;
  Filter?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Plans?: PlanNode[];
}

/**
 * The conditions a query tested on its way, run as listProducts runs it (EXPLAIN ANALYZE): of the nodes that ran,
 * their filters and index conditions; a branch never run has no loops.
 */
async function testedConditions(query: SQLWrapper): Promise<string> {
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return tx.execute(sql`explain (analyze, format json) ${query}`);
  });
  const cell = Object.values(result.rows[0] as Record<string, unknown>)[0];
  const [{ Plan }] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: PlanNode }];
  const ran = (node: PlanNode): PlanNode[] =>
    (node['Actual Loops'] ?? 0) > 0 ? [node, ...(node.Plans ?? []).flatMap(ran)] : [];
  return ran(Plan)
    .flatMap((node) => [node.Filter, node['Index Cond'], node['Recheck Cond']])
    .filter(Boolean)
    .join('\n');
}

describe('the count', () => {
  const FIRST_PAGE_CAP = countCapFor(1, 50);

  it('stops past 1,000 matches and says so, counting further on deeper pages', async () => {
    const { target, tenant, bread } = await shop();
    await createProducts(
      db,
      { id: tenant.shop.id, companyId: tenant.company.id },
      Array.from({ length: FIRST_PAGE_CAP + 5 }, (_, i) => ({ supplierId: bread, name: `Moka ${i}` })),
    );
    await expect(listProducts(db, target, query({ q: 'moka' }))).resolves.toMatchObject({
      total: FIRST_PAGE_CAP,
      totalCapped: true,
    });
    // Settled from the listed names' prefixes alone: neither the shop's words nor the search text, whose trigram index
    // holds every shop's, is read.
    const tested = await testedConditions(productListQueries(db, target, query({ q: 'moka' })).matches!);
    expect(tested).toContain('prefix');
    expect(tested).not.toContain('search_words');
    expect(tested).not.toContain('search_text');
    // With another filter the prefixes do not know, from the shop's own words, still not the search text.
    const filtered = query({ q: 'moka', supplierId: bread });
    await expect(listProducts(db, target, filtered)).resolves.toMatchObject({
      total: FIRST_PAGE_CAP,
      totalCapped: true,
    });
    const words = await testedConditions(productListQueries(db, target, filtered).matches!);
    expect(words).toContain('search_words');
    expect(words).not.toContain('search_text');
    await expect(listProducts(db, target, query({ q: 'm' }))).resolves.toMatchObject({
      total: FIRST_PAGE_CAP,
      totalCapped: true,
    });
    await expect(listProducts(db, target, query({ q: 'moka 100' }))).resolves.toMatchObject({
      total: 6,
      totalCapped: false,
    });
    // Page 21 of 50 needs 1,050 counted: all 1,005 are.
    const deep = await listProducts(db, target, query({ q: 'moka', page: 21 }));
    expect(deep).toMatchObject({ total: FIRST_PAGE_CAP + 5, totalCapped: false });
    expect(deep.rows).toHaveLength(5);
  });

  it("counts a short search's listed names from their prefixes, which follow every change of a product's state", async () => {
    const { target, tenant, bread } = await shop();
    const made = await createProducts(
      db,
      { id: tenant.shop.id, companyId: tenant.company.id },
      Array.from({ length: FIRST_PAGE_CAP + 5 }, (_, i) => ({ supplierId: bread, name: `Moka ${i}` })),
    );
    const ids = made.map((row) => row.id);
    const count = async (q: string, status: ProductListQuery['status'] = 'active') => {
      const { total, totalCapped } = await listProducts(db, target, query({ q, status }));
      return { total, totalCapped };
    };
    for (const q of ['m', 'mo', 'moka']) expect(await count(q)).toEqual({ total: FIRST_PAGE_CAP, totalCapped: true });
    // Ten deactivated and five deleted: 990 listed, counted exactly in the default view, and the others in theirs.
    expect(await bulkUpdateProducts(db, target, ids.slice(0, 10), 'deactivate')).toMatchObject({ ok: true });
    expect(await bulkUpdateProducts(db, target, ids.slice(10, 15), 'delete')).toMatchObject({ ok: true });
    for (const q of ['m', 'mo', 'moka'])
      expect(await count(q)).toEqual({ total: FIRST_PAGE_CAP - 10, totalCapped: false });
    expect(await count('m', 'inactive')).toEqual({ total: 10, totalCapped: false });
    expect(await count('moka', 'deleted')).toEqual({ total: 5, totalCapped: false });
    // Renamed while inactive: its new name's prefixes are not listed either.
    expect(
      await updateProduct(
        db,
        target,
        ids[0]!,
        productFormSchema('en').parse({ name: 'Mokasin', price: '1', vat: '9.5', supplierId: String(bread) }),
        { today: TODAY },
      ),
    ).toEqual({ ok: true });
    const renamed = await db.execute(
      sql`select prefix, listed from product_name_prefixes where product_id = ${ids[0]!} order by prefix`,
    );
    expect(renamed.rows).toEqual([
      { prefix: 'm', listed: false },
      { prefix: 'mo', listed: false },
      { prefix: 'mok', listed: false },
    ]);
    expect(await count('m')).toEqual({ total: FIRST_PAGE_CAP - 10, totalCapped: false });
    expect(await count('mokas', 'inactive')).toEqual({ total: 1, totalCapped: false });
    // Activated and restored: listed again, past the cap.
    expect(await bulkUpdateProducts(db, target, ids.slice(0, 10), 'activate')).toMatchObject({ ok: true });
    expect(await bulkUpdateProducts(db, target, ids.slice(10, 15), 'restore')).toMatchObject({ ok: true });
    for (const q of ['m', 'mo', 'moka']) expect(await count(q)).toEqual({ total: FIRST_PAGE_CAP, totalCapped: true });
    expect(await count('mokasin')).toEqual({ total: 1, totalCapped: false });
  });

  it('counts an EAN being typed from the EANs starting so, and exactly once they are not past the cap', async () => {
    const own = await shop();
    const other = await shop();
    const ean = (i: number) => `38300${String(i).padStart(8, '0')}`;
    const made = await createProducts(
      db,
      { id: own.tenant.shop.id, companyId: own.tenant.company.id },
      Array.from({ length: FIRST_PAGE_CAP + 5 }, (_, i) => ({
        supplierId: own.bread,
        name: `Izdelek ${i}`,
        ean: ean(i),
      })),
    );
    // Another shop's EANs with the same start are never counted.
    await createProducts(
      db,
      { id: other.tenant.shop.id, companyId: other.tenant.company.id },
      Array.from({ length: 20 }, (_, i) => ({ supplierId: other.bread, ean: ean(i) })),
    );
    const count = async (q: string, status: ProductListQuery['status'] = 'active') => {
      const { total, totalCapped } = await listProducts(db, own.target, query({ q, status }));
      return { total, totalCapped };
    };
    expect(await count('38300')).toEqual({ total: FIRST_PAGE_CAP, totalCapped: true });
    // Settled from the EANs: the search text's trigram index, which holds every shop's codes, is not read.
    const tested = await testedConditions(productListQueries(db, own.target, query({ q: '38300' })).matches!);
    expect(tested).toContain('ean');
    expect(tested).not.toContain('search_text');
    expect(
      await bulkUpdateProducts(
        db,
        own.target,
        made.slice(0, 10).map((row) => row.id),
        'deactivate',
      ),
    ).toMatchObject({ ok: true });
    expect(await count('38300')).toEqual({ total: FIRST_PAGE_CAP - 5, totalCapped: false });
    expect(await count('38300', 'inactive')).toEqual({ total: 10, totalCapped: false });
    // A start no EAN has, and digits only found inside an EAN.
    expect(await count('38399')).toEqual({ total: 0, totalCapped: false });
    expect(await count('00000999')).toEqual({ total: 1, totalCapped: false });
  });

  it('counts a word found inside other words too once its own products are not past the cap, and pages the few by id', async () => {
    const { target, tenant, bread } = await shop();
    const owner = { id: tenant.shop.id, companyId: tenant.company.id };
    // 995 names start a word with "moka", 10 more have it inside a word: 1,005 matches in all.
    await createProducts(
      db,
      owner,
      Array.from({ length: FIRST_PAGE_CAP - 5 }, (_, i) => ({ supplierId: bread, name: `Moka ${i}` })),
    );
    await createProducts(
      db,
      owner,
      Array.from({ length: 10 }, (_, i) => ({ supplierId: bread, name: `Polmoka ${i}` })),
    );
    await expect(listProducts(db, target, query({ q: 'moka' }))).resolves.toMatchObject({
      total: FIRST_PAGE_CAP,
      totalCapped: true,
    });
    // A few matches: counted exactly and their page read in the list's order, the name's own words first ("Pokava"
    // has it inside a word, so it comes after "Zrno kave").
    await createProducts(db, owner, [
      { supplierId: bread, name: 'Zrno kave' },
      { supplierId: bread, name: 'Pokava' },
      { supplierId: bread, name: 'Kavarna' },
      { supplierId: bread, name: 'Bela kava' },
    ]);
    const few = await listProducts(db, target, query({ q: 'kav', perPage: 2 }));
    expect(few).toMatchObject({ total: 4, totalCapped: false });
    expect(few.rows.map((row) => row.name)).toEqual(['Bela kava', 'Kavarna']);
    const second = await listProducts(db, target, query({ q: 'kav', perPage: 2, page: 2 }));
    expect(second.rows.map((row) => row.name)).toEqual(['Zrno kave', 'Pokava']);
    const byLastChange = await listProducts(db, target, query({ q: 'kav', sort: 'updated' }));
    expect(byLastChange.rows).toHaveLength(4);
  });

  it("walks a dense first tier past another shop's matches, interleaved in name order, without showing one", async () => {
    const own = await shop();
    const other = await shop();
    const named = (tenant: typeof own.tenant, supplierId: number, tag: string, length: number) =>
      createProducts(
        db,
        { id: tenant.shop.id, companyId: tenant.company.id },
        Array.from({ length }, (_, i) => ({ supplierId, name: `Moka ${String(i).padStart(4, '0')} ${tag}` })),
      );
    // The other shop's names sort between the shop's own: "Moka 0001 a", "Moka 0001 b", "Moka 0002 a", …
    const mine = new Set((await named(own.tenant, own.bread, 'a', FIRST_PAGE_CAP + 10)).map((row) => row.id));
    await named(other.tenant, other.bread, 'b', FIRST_PAGE_CAP + 10);
    for (const page of [1, 20, 21]) {
      const listed = await listProducts(db, own.target, query({ q: 'mo', page }));
      expect(listed.rows).toHaveLength(page === 21 ? 10 : 50);
      expect(listed.rows.every((row) => mine.has(row.id))).toBe(true);
      expect(listed.total).toBe(page === 21 ? FIRST_PAGE_CAP + 10 : FIRST_PAGE_CAP);
    }
  });

  it('pages over many matches: the first tier walked by its name prefixes, kept by every write, then the others', async () => {
    const { target, tenant, bread } = await shop();
    const owner = { id: tenant.shop.id, companyId: tenant.company.id };
    // Bulk inserts (the triggers keep the prefixes of every row of one statement).
    await createProducts(
      db,
      owner,
      Array.from({ length: FIRST_PAGE_CAP + 5 }, (_, i) => ({ supplierId: bread, name: `Moka ${i}` })),
    );
    await createProducts(
      db,
      owner,
      Array.from({ length: 60 }, (_, i) => ({ supplierId: bread, name: `Amoka ${i}` })),
    );
    const inside = await create(target, { supplierId: bread, name: 'Amoka' });
    const renamed = await create(target, { supplierId: bread, name: 'Kava' });
    const edit = (name: string) =>
      updateProduct(
        db,
        target,
        renamed,
        productFormSchema('en').parse({ name, price: '1', vat: '9.5', supplierId: String(bread) }),
        { today: TODAY },
      );
    const page = async (n: number) => listProducts(db, target, query({ q: 'moka', page: n }));
    expect(await edit('Moka zadnja')).toEqual({ ok: true });
    const first = await page(1);
    expect(first.totalCapped).toBe(true);
    expect(first.rows).toHaveLength(50);
    expect(first.rows.every((row) => row.name.startsWith('Moka '))).toBe(true);
    // Page 21 (1,067 matches, more than its count goes to): the last six of the first tier, the renamed one last,
    // then the others by name, the one named only "Amoka" first.
    const crossing = await page(21);
    expect(crossing.totalCapped).toBe(true);
    expect(crossing.rows).toHaveLength(50);
    expect(crossing.rows.slice(0, 6).every((row) => row.name.startsWith('Moka '))).toBe(true);
    expect(crossing.rows.map((row) => row.id).slice(5, 7)).toEqual([renamed, inside]);
    expect(crossing.rows.slice(6).every((row) => row.name.startsWith('Amoka'))).toBe(true);
    // Page 22, counted to its end: the rest of the others.
    const last = await page(22);
    expect(last).toMatchObject({ total: FIRST_PAGE_CAP + 67, totalCapped: false });
    expect(last.rows).toHaveLength(17);
    // Renamed away: out of the first tier.
    expect(await edit('Kava')).toEqual({ ok: true });
    const without = (await page(21)).rows.map((row) => row.id);
    expect(without).not.toContain(renamed);
    expect(without[5]).toBe(inside);
    // A word of the name starting so again, now first by name.
    expect(await edit('Bela moka')).toEqual({ ok: true });
    expect((await page(1)).rows[0]!.id).toBe(renamed);
    expect((await page(21)).rows.map((row) => row.id)[6]).toBe(inside);
  });
});
