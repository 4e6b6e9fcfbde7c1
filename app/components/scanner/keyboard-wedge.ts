/** The ASCII group separator: GS1 barcodes use it for FNC1, the end of a variable-length element. */
export const GROUP_SEPARATOR = '\u001d';

/** The parts of a KeyboardEvent the scanner looks at, so the logic stays pure and testable. */
export interface KeyLike {
  key: string;
  code?: string;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
}

/** What one key press means to a barcode scanner: a character of the code, the end of the code, or nothing. */
type ScanKey = { kind: 'char'; char: string } | { kind: 'end' } | { kind: 'ignore' };

/**
 * Keyboard-wedge scanners send FNC1 (GS1's group separator) either as the character itself or as Ctrl+], the
 * keyboard chord for ASCII 29; both become "\u001d". Enter or Tab ends a code. Other chords (Ctrl+C, Alt+…) and named
 * keys (Shift, ArrowLeft, F5) are not part of a code.
 */
export function readScanKey(event: KeyLike): ScanKey {
  if (event.key === GROUP_SEPARATOR) return { kind: 'char', char: GROUP_SEPARATOR };
  if (event.ctrlKey && !event.altKey && !event.metaKey && (event.key === ']' || event.code === 'BracketRight')) {
    return { kind: 'char', char: GROUP_SEPARATOR };
  }
  if (event.ctrlKey || event.altKey || event.metaKey) return { kind: 'ignore' };
  if (event.key === 'Enter' || event.key === 'Tab') return { kind: 'end' };
  // Printable characters have a one-character key (a surrogate pair counts as one); named keys are longer.
  if ([...event.key].length === 1) return { kind: 'char', char: event.key };
  return { kind: 'ignore' };
}

export interface BurstOptions {
  /** The longest average time per key of a scan; people do not type this fast for long. */
  maxAverageMs?: number;
  /** The longest single pause inside a scan (a Bluetooth link or a busy phone can hold one key back). */
  maxGapMs?: number;
  /** The shortest code that counts as a scan (EAN-8 and UPC-E have 8 digits). */
  minLength?: number;
}

/**
 * Tells a scanner's burst of keys from a person typing: at least `minLength` characters and the Enter or Tab that ends
 * them, `maxAverageMs` or less per key on average, and no pause longer than `maxGapMs`. `push` returns the scanned text
 * when a burst ends, and null otherwise; a long pause starts a new burst.
 */
export function createBurstDetector({ maxAverageMs = 50, maxGapMs = 200, minLength = 6 }: BurstOptions = {}) {
  let buffer = '';
  let startedAt = 0;
  let lastAt = Number.NEGATIVE_INFINITY;
  return {
    push(key: ScanKey, at: number): string | null {
      if (key.kind === 'ignore') return null;
      const paused = at - lastAt > maxGapMs;
      lastAt = at;
      if (key.kind === 'char') {
        if (paused || buffer === '') {
          buffer = key.char;
          startedAt = at;
        } else buffer += key.char;
        return null;
      }
      const text = buffer;
      const length = [...text].length;
      buffer = '';
      if (paused || length < minLength) return null;
      // `length` intervals: from the first character to the key that ended the code.
      return (at - startedAt) / length <= maxAverageMs ? text : null;
    },
    reset() {
      buffer = '';
      lastAt = Number.NEGATIVE_INFINITY;
    },
  };
}

/** True when a key press goes to something the user types into; the page-wide listener leaves those alone. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).tagName !== 'string') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  const tag = element.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (element as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(type);
}
