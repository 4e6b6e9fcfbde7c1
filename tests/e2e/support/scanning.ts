/**
 * Scanning the way a person does, for end-to-end tests of pages that use BarcodeScanner (app/components/scanner).
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumPath } from '../../../scripts/chromium-path';
import { fakeCameraArgs } from './fake-camera';

/**
 * Types `text` the way a keyboard-wedge scanner does: fast, "\u001d" (GS1's FNC1) as Ctrl+], then Enter. Into the
 * focused field, or onto the page when nothing that takes text has the focus (the page-wide scan listener).
 */
export async function scanWithKeyboard(page: Page, text: string, end: 'Enter' | 'Tab' = 'Enter'): Promise<void> {
  const [first = '', ...rest] = text.split('\u001d');
  await page.keyboard.type(first);
  for (const part of rest) {
    await page.keyboard.press('Control+BracketRight');
    await page.keyboard.type(part);
  }
  await page.keyboard.press(end);
}

/**
 * A Chromium of its own whose camera shows `video` (see writeBarcodeVideo) and is granted without a prompt: the fake
 * camera is a browser-wide flag, so a test that scans with the camera launches this instead of the shared browser,
 * e.g. in `test.beforeAll`, and closes it afterwards.
 */
export function launchWithFakeCamera(video: string, args: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath() ?? undefined,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      ...fakeCameraArgs(video),
      ...args,
    ],
  });
}
