import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS package loaded the first time it is used rather than at start: pdfkit and date-holidays cost most of a
 * second and tens of MB when the server starts, and most requests never need them (decision 037). For packages whose
 * users are synchronous; asynchronous users `await import()` instead.
 */
export function lazyPackage<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(name) as T);
}
