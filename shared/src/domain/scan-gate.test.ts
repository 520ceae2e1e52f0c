import { describe, expect, it } from 'vitest';
import { createScanGate, SCAN_AGAIN_GAP_MS } from './scan-gate';

describe('createScanGate', () => {
  it('counts a code held in view once, however many frames read it', () => {
    const gate = createScanGate();
    // Read in every frame for five seconds, never out of view for the gap.
    const frameMs = 100;
    const counted = Array.from({ length: 50 }, (_, frame) => gate.admit('5000159407236', frame * frameMs));
    expect(counted.filter(Boolean)).toHaveLength(1);
    expect(counted[0]).toBe(true);
  });

  it('counts it again once it was out of view for the gap, or at once when asked to scan again', () => {
    const gate = createScanGate();
    expect(gate.admit('96385074', 0)).toBe(true);
    expect(gate.admit('96385074', SCAN_AGAIN_GAP_MS - 1)).toBe(false);
    expect(gate.admit('96385074', 2 * SCAN_AGAIN_GAP_MS)).toBe(true);
    gate.again();
    expect(gate.admit('96385074', 2 * SCAN_AGAIN_GAP_MS + 10)).toBe(true);
  });

  it('counts another code at once', () => {
    const gate = createScanGate();
    expect(gate.admit('96385074', 0)).toBe(true);
    expect(gate.admit('5000159407236', 10)).toBe(true);
    expect(gate.admit('96385074', 20)).toBe(true);
  });
});
