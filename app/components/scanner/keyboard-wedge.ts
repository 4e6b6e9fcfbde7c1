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
export type ScanKey = { kind: 'char'; char: string } | { kind: 'end' } | { kind: 'ignore' };

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
  /** The longest pause between two keys of one scan; people do not type this fast for long. */
  maxGapMs?: number;
  /** The shortest code that counts as a scan (EAN-8 and UPC-E have 8 digits). */
  minLength?: number;
}

/**
 * Tells a scanner's burst of keys from a person typing: characters that each follow the previous one within
 * `maxGapMs`, at least `minLength` of them, ended by Enter or Tab just as fast. `push` returns the scanned text when a
 * burst ends, and null otherwise; a slow key starts a new burst.
 */
export function createBurstDetector({ maxGapMs = 50, minLength = 6 }: BurstOptions = {}) {
  let buffer = '';
  let lastAt = Number.NEGATIVE_INFINITY;
  return {
    push(key: ScanKey, at: number): string | null {
      if (key.kind === 'ignore') return null;
      const fast = at - lastAt <= maxGapMs;
      lastAt = at;
      if (key.kind === 'char') {
        buffer = fast ? buffer + key.char : key.char;
        return null;
      }
      const text = buffer;
      buffer = '';
      return fast && [...text].length >= minLength ? text : null;
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
