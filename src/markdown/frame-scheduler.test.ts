import { describe, expect, it, vi } from 'vitest';
import { createManualFrames } from './frame-scheduler';

describe('manual frames', () => {
  it('a frame runs what was scheduled before it, once', () => {
    const frames = createManualFrames();
    const callback = vi.fn();
    frames.schedule(callback);
    expect(callback).not.toHaveBeenCalled();
    frames.runFrame();
    frames.runFrame();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('a cancelled callback does not run', () => {
    const frames = createManualFrames();
    const callback = vi.fn();
    const cancel = frames.schedule(callback);
    cancel();
    expect(frames.pending()).toBe(0);
    frames.runFrame();
    expect(callback).not.toHaveBeenCalled();
  });

  it('what a frame schedules waits for the next frame', () => {
    const frames = createManualFrames();
    const next = vi.fn();
    frames.schedule(() => frames.schedule(next));
    frames.runFrame();
    expect(next).not.toHaveBeenCalled();
    frames.runFrame();
    expect(next).toHaveBeenCalledTimes(1);
  });
});
