// A background job of one process (the outbox sender, the delivery-report reader, the clean-ups):
// a pass now and then every `everyMs`, never two at once. A wake while a pass runs queues one
// more, not one per wake; a failed pass is logged and the next comes as usual; stopping waits for
// the pass under way.
import type { Logger } from "./logger.ts";

export interface PeriodicJob {
  /** Runs a pass as soon as the one under way (if any) is done. */
  run(): void;
  stop(): Promise<void>;
}

export function startPeriodic(
  what: string,
  everyMs: number,
  pass: (stopped: () => boolean) => Promise<void>,
  logger: Logger,
): PeriodicJob {
  let stopped = false;
  let queued = false;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    if (stopped || queued) return;
    queued = true;
    running = running
      .then(() => {
        queued = false;
        return stopped ? undefined : pass(() => stopped);
      })
      .catch((error: unknown) => logger.error(`${what} failed`, { error: String(error) }));
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    run,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
