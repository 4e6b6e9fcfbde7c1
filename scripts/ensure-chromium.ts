/**
 * Makes sure end-to-end tests have a Chromium: CHROMIUM_PATH, /usr/bin/chromium, or Playwright's own build.
 * Failing those, installs Debian's chromium when apt is usable as root; otherwise stops with one instruction.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumPath } from './chromium-path';

function playwrightBrowser(): string | null {
  try {
    const candidate = chromium.executablePath();
    return existsSync(candidate) ? candidate : null;
  } catch {
    return null;
  }
}

const found = chromiumPath() ?? playwrightBrowser();
if (found) {
  console.log(`Chromium: ${found}`);
} else if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.log("No Chromium found: installing Debian's chromium…");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
} else {
  console.error(
    'No Chromium found: install it (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH to its binary.',
  );
  process.exit(1);
}
