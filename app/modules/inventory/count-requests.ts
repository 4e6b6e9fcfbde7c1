/** A product of the shop found for a count (by a scan or a search). */
export interface FoundCountProduct {
  id: number;
  name: string;
  itemCode: string | null;
  ean: string | null;
}

export type CountPostAnswer = { ok: true; lineId?: number } | { ok: false; reason: string };

/** Posts one of the counting screen's writes as JSON in a form field; `offline` when the server cannot be reached. */
export async function postCount(url: string, body: unknown): Promise<CountPostAnswer> {
  const form = new FormData();
  form.set('payload', JSON.stringify(body));
  try {
    const response = await fetch(url, { method: 'POST', body: form });
    const answer = (await response.json().catch(() => ({}))) as Partial<CountPostAnswer> & { reason?: string };
    if (response.ok && answer.ok) return answer as CountPostAnswer;
    return { ok: false, reason: answer.reason ?? (response.status === 403 ? 'forbidden' : 'failed') };
  } catch {
    return { ok: false, reason: 'offline' };
  }
}

/** Asks the server for the shop's products by a code or a search; null when it cannot answer. */
export async function findForCount(
  url: string,
  query: { code: string } | { search: string },
): Promise<FoundCountProduct[] | null> {
  try {
    const response = await fetch(`${url}?${new URLSearchParams(query)}`);
    if (!response.ok) return null;
    return ((await response.json()) as { products: FoundCountProduct[] }).products;
  } catch {
    return null;
  }
}
