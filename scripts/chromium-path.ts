import { existsSync } from 'node:fs';

/** CHROMIUM_PATH, then Debian's chromium; null means Playwright's own browser, if one is installed. */
export function chromiumPath(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate): candidate is string => !!candidate && existsSync(candidate)) ?? null;
}
