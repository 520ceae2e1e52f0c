// Which camera reads count (issue #45): a camera sees the same barcode in frame after frame, so one
// code held in view counts once. It counts again only when the cashier scans it again on purpose:
// takes it out of view for SCAN_AGAIN_GAP_MS and brings it back, or asks to scan again
// (ScanGate.again). Another code counts at once.

/** How long a code must be out of view before it counts again. */
export const SCAN_AGAIN_GAP_MS = 1200;

export interface ScanGate {
  /** Whether a read of `code` at `at` (ms) is a new scan; every read, counted or not, is remembered as seen. */
  admit(code: string, at: number): boolean;
  /** The cashier scans again on purpose: the next read of any code counts. */
  again(): void;
}

export function createScanGate(gapMs = SCAN_AGAIN_GAP_MS): ScanGate {
  let lastCode: string | null = null;
  let lastSeenAt = Number.NEGATIVE_INFINITY;
  return {
    admit(code, at) {
      const counts = code !== lastCode || at - lastSeenAt >= gapMs;
      lastCode = code;
      lastSeenAt = at;
      return counts;
    },
    again() {
      lastCode = null;
      lastSeenAt = Number.NEGATIVE_INFINITY;
    },
  };
}
