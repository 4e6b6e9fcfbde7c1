/**
 * Scanning and signing the way a person does, for end-to-end tests of pages that use BarcodeScanner and SignaturePad
 * (app/components/scanner, app/components/signature-pad.tsx).
 */
import { chromium, devices, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { chromiumPath } from '../../../scripts/chromium-path';
import { isTypingTarget } from '#app/components/scanner/keyboard-wedge';
import { fakeCameraArgs } from './fake-camera';

/**
 * Types `text` the way a keyboard-wedge scanner does: fast, "\u001d" (GS1's FNC1) as Ctrl+], then Enter. Into the
 * focused field, or onto the page when nothing that takes text has the focus (the page-wide scan listener).
 *
 * On the page the keys go in one burst from inside the browser, as a scanner's arrive: typed one round trip at a time
 * from here, a busy machine spreads them wider apart than a person types, and the listener rightly takes them for one.
 */
export async function scanWithKeyboard(page: Page, text: string, end: 'Enter' | 'Tab' = 'Enter'): Promise<void> {
  // The app's own rule for what takes typing (the page-wide listener leaves those alone), run on the focused element.
  const focused = await page.evaluateHandle(() => document.activeElement);
  const intoField = await focused.evaluate(isTypingTarget);
  await focused.dispose();
  if (!intoField) {
    await page.evaluate(
      ([code, endKey]) => {
        const target = document.activeElement ?? document.body;
        const press = (init: KeyboardEventInit) =>
          target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));
        for (const char of code!) {
          if (char === '\u001d') press({ key: ']', code: 'BracketRight', ctrlKey: true });
          else press({ key: char });
        }
        press({ key: endKey! });
      },
      [text, end],
    );
    return;
  }
  const [first = '', ...rest] = text.split('\u001d');
  await page.keyboard.type(first);
  for (const part of rest) {
    await page.keyboard.press('Control+BracketRight');
    await page.keyboard.type(part);
  }
  await page.keyboard.press(end);
}

/** Draws a stroke across the signature box with a finger (touch events; the context needs `hasTouch`). */
export async function signWithFinger(page: Page, canvas: Locator): Promise<void> {
  const box = await canvas.boundingBox();
  if (!box) throw new Error('The signature box is not visible.');
  const cdp = await page.context().newCDPSession(page);
  const at = (step: number) => [
    { x: box.x + box.width * (0.1 + step * 0.04), y: box.y + box.height * (0.5 + 0.3 * Math.sin(step / 2)) },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let step = 1; step <= 20; step++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step) });
  // The finger rests before it lifts: a stroke that ends at speed makes Chrome start a fling, and the next tap on the
  // page would only stop the fling, not click.
  await new Promise((resolve) => setTimeout(resolve, 150));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(20) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
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

/** A 390 × 844 touch phone (Pixel 7) in a browser of its own, such as the fake-camera one above. */
export function newPhoneContext(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  return browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    screen: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
    baseURL,
  });
}
