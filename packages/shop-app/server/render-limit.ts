// At most a few pages render at once; a few more wait their turn, briefly. Rendering is CPU work
// on one thread, so more renders at once only make every one of them slower: past the queue (or
// after waiting too long) a request is refused at once with 503 and Retry-After, which a shopper's
// browser or a CDN can retry, instead of queueing until it times out.
export interface RenderLimitOptions {
  /** Renders at once. */
  concurrent: number;
  /** Requests that may wait for a render slot. */
  queue: number;
  /** Longest wait for a slot before the request is refused. */
  maxWaitMs: number;
}

export class RenderRefused extends Error {
  readonly reason: "queue full" | "waited too long";
  constructor(reason: "queue full" | "waited too long") {
    super(`render refused: ${reason}`);
    this.reason = reason;
  }
}

export interface RenderLimit {
  /** Runs `work` in a render slot, or throws RenderRefused. */
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

export function createRenderLimit({
  concurrent,
  queue,
  maxWaitMs,
}: RenderLimitOptions): RenderLimit {
  let active = 0;
  const waiters: Array<{ start: () => void; refuse: () => void; timer: NodeJS.Timeout }> = [];

  function release() {
    active -= 1;
    const next = waiters.shift();
    if (next) {
      clearTimeout(next.timer);
      active += 1;
      next.start();
    }
  }

  function slot(): Promise<void> {
    if (active < concurrent) {
      active += 1;
      return Promise.resolve();
    }
    if (waiters.length >= queue) return Promise.reject(new RenderRefused("queue full"));
    return new Promise<void>((start, reject) => {
      const waiter = {
        start,
        refuse: () => reject(new RenderRefused("waited too long")),
        timer: setTimeout(() => {
          const index = waiters.indexOf(waiter);
          if (index >= 0) waiters.splice(index, 1);
          waiter.refuse();
        }, maxWaitMs),
      };
      waiters.push(waiter);
    });
  }

  return {
    async run(work) {
      await slot();
      try {
        return await work();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiters.length;
    },
  };
}
