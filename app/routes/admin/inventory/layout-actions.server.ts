import { data, type RouterContextProvider } from 'react-router';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { MAX_LAYOUT_PARTS, MAX_SECTOR_PRODUCTS } from '#app/modules/inventory/inventory-layout';
import type { LayoutAnswer } from '#app/modules/inventory/inventory-layout-list';
import {
  AddPartSchema,
  MovePartSchema,
  MoveSectorProductSchema,
  RemovePartSchema,
  RenamePartSchema,
  ReorderPartsSchema,
  ReorderSectorProductsSchema,
  ScanIntoSectorSchema,
  SectorProductSchema,
} from '#app/modules/inventory/inventory-layout.schema';
import {
  addPart,
  addSectorProduct,
  movePart,
  moveSectorProduct,
  removePart,
  removeSectorProduct,
  renamePart,
  reorderParts,
  reorderSectorProducts,
  scanIntoSector,
} from '#app/modules/inventory/inventory-layout.service.server';
import { notFound, refused } from '#app/utils/params';

/** The layout pages' one permission. */
export const LAYOUT_PERMISSION = 'inventory:manage';

type Failure = { ok: false; reason: string };

/** A module's refusal as the page's answer: field errors for the name, 409 for an order out of date, else 403/404. */
function answerFailure(result: Failure) {
  switch (result.reason) {
    case 'name_taken':
      return data<LayoutAnswer>({ ok: false, errors: { name: ['inventoryLayout.errors.nameTaken'] } }, { status: 400 });
    case 'too_many':
      return data<LayoutAnswer>(
        {
          ok: false,
          errors: { name: ['inventoryLayout.errors.tooMany'] },
          message: { key: 'inventoryLayout.errors.tooMany', values: { max: MAX_LAYOUT_PARTS } },
        },
        { status: 400 },
      );
    case 'stale_order':
      return data<LayoutAnswer>({ ok: false, message: { key: 'inventoryLayout.errors.staleOrder' } }, { status: 409 });
    case 'forbidden':
      return refused('forbidden');
    default:
      return refused('not_found');
  }
}

function nameErrors(issues: { path: PropertyKey[]; message: string }[]) {
  const name = issues.filter((issue) => issue.path[0] === 'name').map((issue) => issue.message);
  if (name.length === 0) notFound();
  return data<LayoutAnswer>({ ok: false, errors: { name } }, { status: 400 });
}

/** The departments and sectors pages' forms: add, rename, remove, move a part up or down, reorder after a drag. */
export async function layoutPartAction(request: Request, context: Readonly<RouterContextProvider>) {
  requirePermission(context, LAYOUT_PERMISSION);
  const { shop } = requireShop(context);
  const { db } = context.get(requestContext);
  const form = Object.fromEntries(await request.formData());
  const ok = (result: { ok: true } | Failure) => (result.ok ? ({ ok: true } as LayoutAnswer) : answerFailure(result));
  switch (form.intent) {
    case 'add': {
      const parsed = AddPartSchema.safeParse(form);
      if (!parsed.success) return nameErrors(parsed.error.issues);
      const { level, parentId, name } = parsed.data;
      return ok(await addPart(db, shop, level, parentId ?? null, name));
    }
    case 'rename': {
      const parsed = RenamePartSchema.safeParse(form);
      if (!parsed.success) return nameErrors(parsed.error.issues);
      return ok(await renamePart(db, shop, parsed.data.level, parsed.data.id, parsed.data.name));
    }
    case 'remove': {
      const parsed = RemovePartSchema.safeParse(form);
      if (!parsed.success) notFound();
      return ok(await removePart(db, shop, parsed.data.level, parsed.data.id));
    }
    case 'move': {
      const parsed = MovePartSchema.safeParse(form);
      if (!parsed.success) notFound();
      return ok(await movePart(db, shop, parsed.data.level, parsed.data.id, parsed.data.direction));
    }
    case 'reorder': {
      const parsed = ReorderPartsSchema.safeParse(form);
      if (!parsed.success) notFound();
      const { level, parentId, ids } = parsed.data;
      return ok(await reorderParts(db, shop, level, parentId ?? null, ids));
    }
    default:
      return notFound();
  }
}

/** The sector products page's forms: add (from the search or a scan), remove, move, reorder. */
export async function sectorProductAction(request: Request, context: Readonly<RouterContextProvider>) {
  requirePermission(context, LAYOUT_PERMISSION);
  const { shop } = requireShop(context);
  const { db } = context.get(requestContext);
  const form = Object.fromEntries(await request.formData());
  const failed = (reason: string) => {
    if (reason === 'unknown_product')
      return data<LayoutAnswer>(
        { ok: false, message: { key: 'inventoryLayout.errors.unknownProduct' } },
        { status: 400 },
      );
    if (reason === 'too_many')
      return data<LayoutAnswer>(
        { ok: false, message: { key: 'inventoryLayout.errors.tooManyProducts', values: { max: MAX_SECTOR_PRODUCTS } } },
        { status: 400 },
      );
    return answerFailure({ ok: false, reason });
  };
  switch (form.intent) {
    case 'add': {
      const parsed = SectorProductSchema.safeParse(form);
      if (!parsed.success) notFound();
      const result = await addSectorProduct(db, shop, parsed.data.sectorId, parsed.data.productId);
      return result.ok ? ({ ok: true } as LayoutAnswer) : failed(result.reason);
    }
    case 'scan': {
      const parsed = ScanIntoSectorSchema.safeParse(form);
      if (!parsed.success) notFound();
      const result = await scanIntoSector(db, shop, parsed.data.sectorId, parsed.data.code);
      if (!result.ok) return failed(result.reason);
      const key = result.added ? 'inventoryLayout.products.added' : 'inventoryLayout.products.alreadyThere';
      return { ok: true, message: { key, values: { name: result.productName } } } as LayoutAnswer;
    }
    case 'remove': {
      const parsed = SectorProductSchema.safeParse(form);
      if (!parsed.success) notFound();
      const result = await removeSectorProduct(db, shop, parsed.data.sectorId, parsed.data.productId);
      return result.ok ? ({ ok: true } as LayoutAnswer) : failed(result.reason);
    }
    case 'move': {
      const parsed = MoveSectorProductSchema.safeParse(form);
      if (!parsed.success) notFound();
      const { sectorId, productId, direction } = parsed.data;
      const result = await moveSectorProduct(db, shop, sectorId, productId, direction);
      return result.ok ? ({ ok: true } as LayoutAnswer) : failed(result.reason);
    }
    case 'reorder': {
      const parsed = ReorderSectorProductsSchema.safeParse(form);
      if (!parsed.success) notFound();
      const result = await reorderSectorProducts(db, shop, parsed.data.sectorId, parsed.data.ids);
      return result.ok ? ({ ok: true } as LayoutAnswer) : failed(result.reason);
    }
    default:
      return notFound();
  }
}
