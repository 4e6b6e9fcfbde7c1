import { describe, expect, it } from 'vitest';
import { listOrderLines } from '#app/modules/ordering/orders.repo.server';
import {
  createBackorder,
  createDeliveryNote,
  createInventory,
  createOrder,
  createReceivingTenant,
  createReclamation,
  shopScopeOf,
} from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { countOpenWork } from './overview.repo.server';

describe('the overview’s open work', async () => {
  const { db } = await useTestDatabase();

  async function shopWithWork(
    statuses: ('open' | 'sent' | 'answered' | 'solved')[],
    backorders: ('open' | 'received')[],
  ) {
    const tenant = await createReceivingTenant(db);
    const note = await createDeliveryNote(db, tenant.scope, {
      supplierId: tenant.supplier.id,
      deliveryDate: '2026-11-20',
    });
    for (const status of statuses)
      await createReclamation(db, tenant.scope, { supplierId: tenant.supplier.id, deliveryNoteId: note.id, status });
    for (const status of backorders) {
      const order = await createOrder(db, tenant.scope, {
        supplierId: tenant.supplier.id,
        status: 'in_progress',
        lines: [{ productId: tenant.products[0]!.id, quantity: '5', receivedQuantity: '2' }],
      });
      const [line] = await listOrderLines(db, tenant.scope, order.id);
      await createBackorder(db, tenant.scope, {
        supplierId: tenant.supplier.id,
        orderId: order.id,
        deliveryNoteId: note.id,
        expectedDate: '2026-11-25',
        status,
        lines: [{ orderLineId: line!.id, quantity: '3' }],
      });
    }
    return tenant;
  }

  it('counts the shop’s own open, sent and answered reclamations and open backorders, not another shop’s', async () => {
    const mine = await shopWithWork(['open', 'sent', 'answered', 'solved'], ['open', 'open', 'received']);
    await shopWithWork(['open', 'sent'], ['open']);
    await createInventory(db, mine.scope, { status: 'in_progress' });
    await createInventory(db, mine.scope, { status: 'finished' });
    expect(await countOpenWork(db, mine.scope)).toEqual({ reclamations: 3, backorders: 2, inventories: 1 });
  });

  it('leaves out each count the user may not open', async () => {
    const tenant = await shopWithWork(['open'], ['open']);
    await createInventory(db, tenant.scope);
    const onlyCounts = shopScopeOf(tenant.shop, tenant.staff, ['inventory:view']);
    expect(await countOpenWork(db, onlyCounts)).toEqual({ reclamations: null, backorders: null, inventories: 1 });
    const onlyBackorders = shopScopeOf(tenant.shop, tenant.staff, ['backorders:view']);
    expect(await countOpenWork(db, onlyBackorders)).toEqual({ reclamations: null, backorders: 1, inventories: null });
    const onlyReclamations = shopScopeOf(tenant.shop, tenant.staff, ['deliveries:reclamations']);
    expect(await countOpenWork(db, onlyReclamations)).toEqual({ reclamations: 1, backorders: null, inventories: null });
    expect(await countOpenWork(db, shopScopeOf(tenant.shop, tenant.staff, ['orders:view']))).toEqual({
      reclamations: null,
      backorders: null,
      inventories: null,
    });
  });
});
