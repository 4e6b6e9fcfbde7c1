import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { PASSWORD } from './accounts';

/** A logged-in HTTP client (no browser): for what a person could send by hand, status codes and raw answers. */
export interface Session {
  api: APIRequestContext;
  /** The user's id, as login answers it. */
  id: number;
  close(): Promise<void>;
}

export async function sessionAs(baseURL: string, email: string, password = PASSWORD): Promise<Session> {
  const api = await playwrightRequest.newContext({ baseURL, maxRedirects: 0 });
  const response = await api.post('/backend/auth/login', { data: { email, password } });
  expect(response.status(), `login as ${email}`).toBe(200);
  const { id } = (await response.json()) as { id: number };
  return { api, id, close: () => api.dispose() };
}

/** The numbers `pattern`'s first group captures in the page at `url` (ids in links and hidden fields), each once. */
export async function idsIn(api: APIRequestContext, url: string, pattern: RegExp): Promise<number[]> {
  const response = await api.get(url);
  expect(response.status(), url).toBe(200);
  const html = await response.text();
  return [...new Set([...html.matchAll(new RegExp(pattern.source, 'g'))].map((match) => Number(match[1])))];
}
