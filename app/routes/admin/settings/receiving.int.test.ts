import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { createTenant } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { adminContext, answerOf, postForm } from '#tests/support/route-answer';
import { action, loader } from './receiving';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

const URL_ = 'http://localhost/admin/settings/receiving';
const rulesLoader = async (user: { id: number }) =>
  answerOf(loader({ request: new Request(URL_), context: await adminContext(db, user), params: {} } as never));
const rulesAction = async (user: { id: number }, fields: Record<string, string>) =>
  answerOf(action({ request: postForm(URL_, fields), context: await adminContext(db, user), params: {} } as never));

describe('the receiving rules page', () => {
  it("saves the shop's limits, blanks as defaults, and shows them", async () => {
    const tenant = await createTenant(db);
    const other = await createTenant(db);
    expect(await rulesLoader(tenant.admin)).toEqual({
      status: 200,
      data: { rules: { chilledMax: null, frozenMax: null, frozenTransportMax: null, roomMax: null } },
    });
    const saved = await rulesAction(tenant.admin, {
      chilledMax: '5',
      frozenMax: '-18',
      frozenTransportMax: '−16,5',
      roomMax: '',
    });
    expect(saved).toMatchObject({ status: 200, data: { saved: true } });
    expect((await rulesLoader(tenant.admin)).data).toEqual({
      rules: { chilledMax: '5.0', frozenMax: '-18.0', frozenTransportMax: '-16.5', roomMax: null },
    });
    expect((await rulesLoader(other.admin)).data).toMatchObject({
      rules: { chilledMax: null, frozenTransportMax: null },
    });
  });

  it('refuses bad readings on their fields with the input kept, and staff without products:edit', async () => {
    const tenant = await createTenant(db);
    const refused = await rulesAction(tenant.admin, { chilledMax: 'warm', roomMax: '30' });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      saved: false,
      result: {
        initialValue: { chilledMax: 'warm', roomMax: '30' },
        error: { chilledMax: ['deliveryLists.settings.errors.reading'] },
      },
    });
    expect(await rulesAction(tenant.admin, { frozenMax: '-18', frozenTransportMax: '-20' })).toMatchObject({
      status: 400,
      data: { result: { error: { frozenTransportMax: ['deliveryLists.settings.errors.transportBelowLimit'] } } },
    });
    expect((await rulesLoader(tenant.staff)).status).toBe(403);
    expect((await rulesAction(tenant.staff, { chilledMax: '8' })).status).toBe(403);
    expect((await rulesLoader(tenant.admin)).data).toMatchObject({ rules: { chilledMax: null } });
  });
});
