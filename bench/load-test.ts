// HTTP load with autocannon: requests per second and latency percentiles.
import autocannon from "autocannon";

export type LoadOptions = {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  durationSeconds: number;
  /** Worker threads of the load generator: one thread is itself the limit for pages of some 20 KB. */
  workers?: number;
};

export type LoadResult = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  /** Answers outside 2xx, connection errors and timeouts: none is expected. */
  non2xx: number;
  errors: number;
};

export async function loadTest(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? "GET",
    headers: options.headers,
    body: options.body,
    connections: options.connections,
    duration: options.durationSeconds,
    ...(options.workers && options.workers > 1 ? { workers: options.workers } : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
