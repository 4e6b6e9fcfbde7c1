/**
 * A camera sees the same code in frame after frame: the filter lets a code through once, and the same code again only
 * `windowMs` after it was last let through, so counting six identical cans is six scans a moment apart. A different
 * code always passes.
 */
export function createDuplicateFilter(windowMs = 1500) {
  let lastText: string | null = null;
  let lastAt = Number.NEGATIVE_INFINITY;
  return {
    /** True when `text` seen at `at` (ms) is a new scan to report. */
    accept(text: string, at: number): boolean {
      if (text === lastText && at - lastAt < windowMs) return false;
      lastText = text;
      lastAt = at;
      return true;
    },
    reset() {
      lastText = null;
      lastAt = Number.NEGATIVE_INFINITY;
    },
  };
}
