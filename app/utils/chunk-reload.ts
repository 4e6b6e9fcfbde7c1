/** Spec §8: a failed code chunk reloads the page, at most once per this many ms for the same path. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Records the reload and says yes, unless this path was reloaded for the same reason within the guard time. */
export function claimChunkReload(store: KeyValueStore, path: string, now: number): boolean {
  const key = `prevzem:chunk-reload:${path}`;
  const stored = store.getItem(key);
  const last = stored === null ? Number.NaN : Number(stored);
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  store.setItem(key, String(now));
  return true;
}

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|ChunkLoadError|Unable to preload CSS/i.test(
    message,
  );
}

/**
 * The same guard as plain JavaScript for an inline script in <head>: when the first page load cannot fetch a module
 * or stylesheet, no application code runs to notice, so this listener (capture phase: such errors do not bubble)
 * reloads the page, at most once per guard time per path.
 */
export const CHUNK_RELOAD_INLINE_SCRIPT = `(function(){var G=${CHUNK_RELOAD_GUARD_MS};function claim(){try{var k='prevzem:chunk-reload:'+location.pathname,n=Date.now(),s=sessionStorage.getItem(k),l=s===null?NaN:Number(s);if(isFinite(l)&&n-l<G)return false;sessionStorage.setItem(k,String(n));return true}catch(e){return false}}window.addEventListener('error',function(e){var t=e.target;if(!t||t===window)return;var isModule=t.tagName==='SCRIPT'&&t.type==='module';var isAsset=t.tagName==='LINK'&&/modulepreload|stylesheet/.test(t.rel);if((isModule||isAsset)&&claim())location.reload()},true)})();`;
