import { GROUP_SEPARATOR } from './keyboard-wedge';

/** A scanned code as shown on screen: the invisible group separator becomes the visible symbol for it (␝). */
export function displayCode(text: string): string {
  return text.replaceAll(GROUP_SEPARATOR, '\u241d');
}

/** A short buzz where the phone can (Android); iPhones and desktops have no vibration API and stay silent. */
export function vibrate(): void {
  if (typeof navigator !== 'undefined' && 'vibrate' in navigator) navigator.vibrate(60);
}
