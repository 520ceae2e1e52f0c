import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterPaint } from './use-after-paint';

afterEach(() => vi.restoreAllMocks());

describe('useAfterPaint', () => {
  it('is false in the frame that first shows it, and true once that frame is painted', async () => {
    let frame: FrameRequestCallback | null = null;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    const { result } = renderHook(() => useAfterPaint());
    expect(result.current).toBe(false);
    // Nothing before the frame comes.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toBe(false);
    (frame as FrameRequestCallback | null)?.(performance.now());
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('leaves nothing to run once it is gone', () => {
    const cancel = vi.spyOn(window, 'cancelAnimationFrame');
    const { unmount } = renderHook(() => useAfterPaint());
    unmount();
    expect(cancel).toHaveBeenCalled();
  });
});
