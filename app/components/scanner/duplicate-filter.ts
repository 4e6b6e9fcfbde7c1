/**
 * A camera sees the same code in frame after frame: the filter reports a code when it comes into view, and the same
 * code again only after `absentReads` reads of the camera in a row have not seen it (four reads are about 0.6 s on a
 * phone that keeps up). Holding the phone over one box while the driver talks counts it once; counting six identical
 * cans is moving each one past the camera. Absence is counted in reads, not in time, so a slow phone that reads a
 * frame a second still counts a box in view once. Codes are tracked each on their own: a box showing two barcodes
 * counts each once.
 */
export function createDuplicateFilter(absentReads = 4) {
  /** Codes in view, each with the number of reads in a row that have missed it. */
  const inView = new Map<string, number>();
  return {
    /** One read of the camera: the codes it found (none is a read too). Returns the codes that just came into view. */
    read(codes: readonly string[]): string[] {
      const found = new Set(codes);
      const arrived = [...found].filter((code) => !inView.has(code));
      for (const [code, missed] of inView) {
        if (found.has(code)) inView.set(code, 0);
        else if (missed + 1 >= absentReads) inView.delete(code);
        else inView.set(code, missed + 1);
      }
      for (const code of arrived) inView.set(code, 0);
      return arrived;
    },
    reset() {
      inView.clear();
    },
  };
}
