/*
 * The texts are split by their top-level key (one file each in app/locales/en and app/locales/sl): a page's browser
 * loads at start only the parts its first render used, which the server records while rendering, and the rest after
 * hydration (decision 037, "First load").
 */

/** Parts every hydrated page gets, used or not in its first render: notices, errors, form messages, dates. */
export const CORE_TEXTS = ['common', 'errors', 'validation', 'time'];

/** The top-level key a translation key belongs to: `products.list.title` → `products`. */
export function textPartOf(key: string): string {
  const dot = key.indexOf('.');
  return dot === -1 ? key : key.slice(0, dot);
}

/** The top-level key a file of texts holds: `./en/product-import.ts` → `productImport`. */
export function textPartOfFile(file: string): string {
  const name = file.slice(file.lastIndexOf('/') + 1).replace(/\.ts$/, '');
  return name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** The global through which the server tells the browser which parts the page used (app/entry.server.tsx). */
export const TEXTS_GLOBAL = '__prevzemTexts';
