import type en from './en';

export type Resources = typeof en;

/** Each language is its own chunk; the browser loads only the ones it needs. */
export function loadResources(language: 'en' | 'si'): Promise<Resources> {
  return language === 'si' ? import('./sl').then((m) => m.default as Resources) : import('./en').then((m) => m.default);
}
