/**
 * The receiving screen posts its draft and sign-off as JSON in the form field `payload` (a page's actions take forms
 * only: server/form-body.ts). The parsed JSON, or null when the field is missing or not JSON (the schema refuses it).
 */
export async function readPayload(request: Request): Promise<unknown> {
  const payload = (await request.formData().catch(() => null))?.get('payload');
  if (typeof payload !== 'string') return null;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return null;
  }
}
