import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, claimChunkReload, isChunkLoadError } from './chunk-reload';

function memoryStore() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('claimChunkReload', () => {
  it('reloads once per path within 10 seconds', () => {
    const store = memoryStore();
    expect(CHUNK_RELOAD_GUARD_MS).toBe(10_000);
    expect(claimChunkReload(store, '/admin', 1_000)).toBe(true);
    expect(claimChunkReload(store, '/admin', 5_000)).toBe(false);
    expect(claimChunkReload(store, '/admin/settings/profile', 5_000)).toBe(true);
    expect(claimChunkReload(store, '/admin', 10_999)).toBe(false);
    expect(claimChunkReload(store, '/admin', 11_000)).toBe(true);
  });
});

describe('isChunkLoadError', () => {
  it('recognises the browsers’ messages for a missing chunk', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
