/** Runs `callback` at the next frame; the returned function cancels it if it has not run. */
export type FrameScheduler = (callback: () => void) => () => void;

/** The browser's frames: the callback runs just before the next paint. */
export const animationFrames: FrameScheduler = (callback) => {
  const id = requestAnimationFrame(() => callback());
  return () => cancelAnimationFrame(id);
};

/** Frames that run only when told to: tests decide when a frame happens. */
export interface ManualFrames {
  readonly schedule: FrameScheduler;
  /** Callbacks waiting for the next frame. */
  pending(): number;
  /** Runs the callbacks scheduled so far, as one frame. */
  runFrame(): void;
}

export function createManualFrames(): ManualFrames {
  let queue = new Set<() => void>();
  return {
    schedule(callback) {
      const entry = () => callback();
      queue.add(entry);
      return () => void queue.delete(entry);
    },
    pending: () => queue.size,
    runFrame() {
      const due = queue;
      queue = new Set();
      for (const callback of due) callback();
    },
  };
}
