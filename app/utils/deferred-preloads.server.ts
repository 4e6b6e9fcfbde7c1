const HEAD_END = '</head>';
/** Marks the script that asks for the preloads; its list is the argument at its end. */
const DEFERRED_PRELOADS_ATTRIBUTE = 'data-deferred-preloads';
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;

/**
 * Takes the script preloads out of the page's head. React hoists every `<link rel="modulepreload">` that React Router
 * renders to the top of the head, so a phone on a slow line fetched the page's 30-odd scripts (about 240 KB) beside
 * the stylesheet, and painted only once they had come (decision 037, "First paint"). The page goes out without them;
 * `deferredPreloadsScript` asks for them once the page has painted. A first chunk without the end of the head (a head
 * over 64 KB) is left as it is.
 */
export function withoutHeadPreloads(firstChunk: Buffer): { html: Buffer; hrefs: string[] } {
  const headEnd = firstChunk.indexOf(HEAD_END);
  if (headEnd < 0) return { html: firstChunk, hrefs: [] };
  const hrefs: string[] = [];
  const head = firstChunk.toString('utf8', 0, headEnd).replace(MODULE_PRELOAD, (_link, href: string) => {
    hrefs.push(href);
    return '';
  });
  if (!hrefs.length) return { html: firstChunk, hrefs };
  return { html: Buffer.concat([Buffer.from(head), firstChunk.subarray(headEnd)]), hrefs };
}

/**
 * A script that adds the preloads once the page has painted: the first animation frame comes only after the
 * stylesheet, and the timer lets that frame paint. Each link is added in a task of its own: Chromium does work for
 * each as it is added, and the products page's thirty in one task were one task of 80–200 ms on Lighthouse's slowed
 * phone, input waiting behind it. A page opened in the background (no frames) asks at once. The
 * scripts themselves start loading without it (the page's module script imports them); the preloads fetch the
 * deeper ones in parallel instead of one level at a time.
 */
export function deferredPreloadsScript(hrefs: string[], nonce: string): string {
  if (!hrefs.length) return '';
  // Asset URLs carry no quotes or `<`; escaped all the same, so nothing can close the script element.
  const list = JSON.stringify([...new Set(hrefs)]).replace(/</g, '\\u003c');
  return (
    `<script nonce="${nonce}" ${DEFERRED_PRELOADS_ATTRIBUTE}>(function(h){function p(){h.forEach(function(u){setTimeout(function(){` +
    `var l=document.createElement('link');l.rel='modulepreload';l.href=u;document.head.appendChild(l)})})}` +
    `if(document.visibilityState==='hidden')p();else requestAnimationFrame(function(){setTimeout(p)})})(${list})</script>`
  );
}

/** The URLs a page's deferred preloads script asks for (the first-load benchmark counts them as loaded at start). */
export function deferredPreloads(html: string): string[] {
  const script = new RegExp(`<script[^>]*\\s${DEFERRED_PRELOADS_ATTRIBUTE}[^>]*>[^<]*\\((\\[[^\\]]*\\])\\)</script>`);
  const list = script.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}
