import { z } from 'zod';
import { MAX_NAME_LENGTH } from './inventory-layout';

/** A row id as a form or a link sends it: a positive integer that fits the column. */
const id = z
  .string('validation.choose')
  .trim()
  .regex(/^[1-9][0-9]{0,9}$/, 'validation.choose')
  .transform(Number)
  .refine((value) => value <= 2_147_483_647, 'validation.choose');

const name = z
  .string('validation.required')
  .trim()
  .min(1, 'validation.required')
  .max(MAX_NAME_LENGTH, 'validation.tooLong');

/** The levels of the layout that have a name and a place among their siblings. */
const LAYOUT_LEVELS = ['department', 'subDepartment', 'sector'] as const;
export type LayoutLevel = (typeof LAYOUT_LEVELS)[number];

/** A new part: a department has no parent; a sub-department's parent is its department, a sector's its sub-department. */
export const AddPartSchema = z.object({
  level: z.enum(LAYOUT_LEVELS, 'validation.choose'),
  parentId: id.optional(),
  name,
});

export const RenamePartSchema = z.object({ level: z.enum(LAYOUT_LEVELS, 'validation.choose'), id, name });

export const RemovePartSchema = z.object({ level: z.enum(LAYOUT_LEVELS, 'validation.choose'), id });

export const MovePartSchema = z.object({
  level: z.enum(LAYOUT_LEVELS, 'validation.choose'),
  id,
  direction: z.enum(['up', 'down'], 'validation.choose'),
});

/** A new order as the page sends it after a drag: the ids, comma-separated, first to last. */
const idList = z
  .string('validation.choose')
  .regex(/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,1999}$/, 'validation.choose')
  .transform((value) => value.split(',').map(Number))
  .refine((ids) => ids.every((value) => value <= 2_147_483_647), 'validation.choose');

export const ReorderPartsSchema = z.object({
  level: z.enum(LAYOUT_LEVELS, 'validation.choose'),
  parentId: id.optional(),
  ids: idList,
});

/** A sector's products: add one (by id, from the search), by a scanned code, remove, move, reorder. */
export const SectorProductSchema = z.object({ sectorId: id, productId: id });
export const ScanIntoSectorSchema = z.object({
  sectorId: id,
  code: z.string('validation.required').trim().min(1, 'validation.required').max(200, 'validation.tooLong'),
});
export const MoveSectorProductSchema = SectorProductSchema.extend({
  direction: z.enum(['up', 'down'], 'validation.choose'),
});
export const ReorderSectorProductsSchema = z.object({ sectorId: id, ids: idList });

/** The pages' query: the sub-department or sector chosen, and the catalog search. */
export const LayoutPickSchema = z.object({
  subDepartment: id.optional().catch(undefined),
  sector: id.optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
});
