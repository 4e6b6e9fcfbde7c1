import { claimChunkReload, isChunkLoadError } from './chunk-reload';

function storage() {
  try {
    return window.sessionStorage;
  } catch {
    return { getItem: () => null, setItem: () => undefined };
  }
}

/** Reloads once when a chunk fails to load (usually a deploy replaced it); returns whether it did. */
export function reloadForChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  if (!claimChunkReload(storage(), window.location.pathname, Date.now())) return false;
  window.location.reload();
  return true;
}

export function installChunkErrorReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    if (reloadForChunkError(error ?? new Error('Unable to preload CSS or module'))) event.preventDefault();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (reloadForChunkError(event.reason)) event.preventDefault();
  });
}
