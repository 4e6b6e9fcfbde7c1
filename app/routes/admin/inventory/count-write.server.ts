import type { CountWriteResult } from '#app/modules/inventory/count-save.service.server';
import { parseId, refused } from '#app/utils/params';

/** The counting screen's path as the module's target. */
export const countTargetOf = (params: { inventoryId?: string; subDepartment?: string }) => ({
  inventoryId: parseId(params.inventoryId),
  subDepartmentId: parseId(params.subDepartment),
});

/** A counting write's answer: JSON, 403/404 for a refused permission or scope, 409 for a finished count. */
export function countAnswer(result: CountWriteResult): Response {
  if (result.ok) return Response.json(result);
  if (result.reason === 'forbidden' || result.reason === 'not_found') return refused(result.reason);
  return Response.json(result, { status: result.reason === 'finished' ? 409 : 400 });
}

export const invalidPayload = () => Response.json({ ok: false, reason: 'invalid' }, { status: 400 });
