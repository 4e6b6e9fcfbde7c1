/** The most a receiving JSON post may carry: a draft of 2,000 lines and a signature image. */
const MAX_JSON_BYTES = 4 * 1024 * 1024;

/** A JSON body, or null when it is missing, too large or not JSON (the schema then refuses it). */
export async function readJsonBody(request: Request): Promise<unknown> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_JSON_BYTES) return null;
  const text = await request.text().catch(() => '');
  if (text.length > MAX_JSON_BYTES) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
