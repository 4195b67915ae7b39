// At most `slots` of the given tasks run at once; the others wait their turn in arrival order.
// Used where each task holds much memory for a short while (decoding an uploaded picture), so
// that a burst of requests queues instead of multiplying the peak.
export function limitConcurrency(slots: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
