import { z } from 'zod';
import { INVENTORY_STATUSES } from '#app/db/schema/inventory';
import { isCalendarDate } from '#app/utils/dates';
import { parseDateRange, parseListParams } from '#app/utils/list-params';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const name = z.string().trim().min(1, 'validation.required').max(200, 'validation.tooLong');

/** Where a new count's sectors and products come from. */
const INVENTORY_SOURCES = ['layout', 'duplicate'] as const;

/** The add form (messages are locale keys): departments are chosen for a count from the layout only. */
export const AddInventorySchema = z
  .object({
    name,
    countDate: z.string().refine(isCalendarDate, 'inventory.errors.date'),
    cutOffTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'inventory.errors.cutOffTime'),
    blind: z.boolean(),
    source: z.enum(INVENTORY_SOURCES, { message: 'validation.choose' }),
    subDepartmentIds: z.array(id).max(1000),
    fromInventoryId: id.optional().catch(undefined),
  })
  .superRefine((value, ctx) => {
    if (value.source === 'layout' && value.subDepartmentIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['subDepartmentIds'], message: 'inventory.errors.departments' });
    if (value.source === 'duplicate' && !value.fromInventoryId)
      ctx.addIssue({ code: 'custom', path: ['fromInventoryId'], message: 'inventory.errors.fromInventory' });
  });

export type AddInventoryInput = z.output<typeof AddInventorySchema>;

/** The add form's fields as posted (several `subDepartmentId` checkboxes, `blind` only when ticked). */
export function addInventoryFields(form: FormData) {
  return {
    name: String(form.get('name') ?? ''),
    countDate: String(form.get('countDate') ?? ''),
    cutOffTime: String(form.get('cutOffTime') ?? ''),
    blind: form.get('blind') === 'on',
    source: String(form.get('source') ?? ''),
    subDepartmentIds: form.getAll('subDepartmentId').map(String),
    fromInventoryId: form.get('fromInventoryId') || undefined,
  };
}

/** What the count's page posts. */
export const InventoryActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('finish') }),
  z.object({ intent: z.literal('reopen') }),
  z.object({ intent: z.literal('delete') }),
  z.object({ intent: z.literal('duplicate'), name }),
]);

const HistoryFiltersSchema = z.object({
  status: z.enum(['all', ...INVENTORY_STATUSES]).catch('all'),
});

export type InventoryHistoryParams = ReturnType<typeof parseInventoryHistoryParams>;

/** Status, period (the count's date), name search and page from the URL; anything malformed is ignored. */
export function parseInventoryHistoryParams(url: URL) {
  const list = parseListParams(url);
  return {
    ...parseDateRange(url.searchParams),
    page: list.page,
    q: list.q,
    ...HistoryFiltersSchema.parse({ status: url.searchParams.get('status') ?? undefined }),
  };
}

/** The view's page of lines. */
export function parseViewPage(url: URL) {
  return parseListParams(url).page;
}
