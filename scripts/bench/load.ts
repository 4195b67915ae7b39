// HTTP load with autocannon: a closed loop at a fixed number of connections (throughput), or a
// fixed overall rate (latency at a given load; autocannon corrects for coordinated omission).
import autocannon from "autocannon";

export const ACCEPT_LANGUAGE = "tr-TR,tr;q=0.9";

export interface LoadTarget {
  url: string;
  method?: "GET" | "POST";
  body?: string;
  headers?: Record<string, string>;
}

export interface LoadResult {
  requestsPerSecond: number;
  medianMs: number;
  p99Ms: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  durationSeconds: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  /** Requests per second over all connections; unset: as fast as the server answers. */
  overallRate?: number;
}

/** As a browser in Turkey sends them: compressed answers, the default locale (no redirect). */
const browserHeaders = {
  "accept-encoding": "gzip, deflate, br",
  "accept-language": ACCEPT_LANGUAGE,
  "user-agent": "shop-bench (autocannon)",
};

export async function load(target: LoadTarget, options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? "GET",
    headers: { ...browserHeaders, ...target.headers },
    ...(target.body === undefined ? {} : { body: target.body }),
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
    ...(options.overallRate === undefined ? {} : { overallRate: options.overallRate }),
  });
  return {
    requestsPerSecond: result.requests.average,
    medianMs: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    durationSeconds: result.duration,
  };
}

/** A short run whose numbers are dropped: JIT, caches and connection pools warm up first. */
export async function warmUp(target: LoadTarget, connections: number, seconds: number) {
  await load(target, { connections, seconds });
}
