// GET /api/health, one request at a time, each ~intervalMs after the one
// before was sent, in a worker thread of its own: the threads that send the
// large bodies keep their event loop busy, and must not delay the probe's
// requests or its clock. Started by startHealthProbe (hostile-bodies.ts):
// says "ready" once a first request (not counted) has been answered, stops
// when told, and answers with the latencies of the probes that succeeded
// (ms) and the count of those that did not.
import { parentPort, workerData } from "node:worker_threads";

export type ProbeOptions = { url: string; intervalMs: number; timeoutMs: number };
export type ProbeResult = { latencies: number[]; failed: number };
/** What the worker posts: "ready", then its figures. */
export type ProbeMessage = "ready" | ProbeResult;

const post = (message: ProbeMessage) => parentPort?.postMessage(message);

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

async function probe({ url, intervalMs, timeoutMs }: ProbeOptions, stopped: { now: boolean }): Promise<ProbeResult> {
  const latencies: number[] = [];
  let failed = 0;
  while (!stopped.now) {
    const sent = performance.now();
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      await res.arrayBuffer();
      if (res.ok) latencies.push(performance.now() - sent);
      else failed++;
    } catch {
      failed++;
    }
    const wait = intervalMs - (performance.now() - sent);
    if (wait > 0 && !stopped.now) await sleep(wait);
  }
  return { latencies, failed };
}

if (parentPort) {
  const port = parentPort;
  const stopped = { now: false };
  port.once("message", () => {
    stopped.now = true;
  });
  const options = workerData as ProbeOptions;
  await (await fetch(options.url)).arrayBuffer();
  post("ready");
  const result = await probe(options, stopped);
  post(result);
  port.close();
}
