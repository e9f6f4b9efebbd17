// The reliability load: concurrent clients, each sending one lead after
// another (contact, or incubation with a pitch deck), recording what every
// single request got back. Plain node:http with keep-alive, one socket per client.
import { Agent, request } from "node:http";
import { leadRoute } from "../../contract/leads/lead-paths.ts";
import { type BodyFactory, markerEmail } from "./lead-bodies.ts";
import type { LeadFormKind, RequestOutcome } from "./reconcile.ts";

export type LoadOptions = {
  /** http://127.0.0.1:PORT; the server may die and come back on the same address. */
  baseUrl: string;
  clients: number;
  /** Of the clients, how many send incubation applications with a pitch deck (the rest contact messages). */
  incubationClients: number;
  durationMs: number;
  /** A request without an answer after this long is given up ("TIMEOUT"): a hang. */
  requestTimeoutMs: number;
  /** The run's tag, in every marker's address. */
  runTag: string;
  bodies: BodyFactory;
  /** Called with each outcome as it comes (the scenarios watch the answers). */
  onOutcome?: (outcome: RequestOutcome) => void;
};

export type LoadRun = {
  outcomes: RequestOutcome[];
  /** performance.now() at the start; outcome times count from here. */
  startedAt: number;
  durationMs: number;
};

/** Ms since the load started, for the scenarios' own events (kill, outage). */
export type Clock = () => number;

/**
 * Starts the load; `clock` reads the run's time, `endAt` moves its end (ms
 * from the start), `done` resolves when every client has stopped.
 */
export function startLoad(options: LoadOptions): { clock: Clock; endAt: (ms: number) => void; done: Promise<LoadRun> } {
  const startedAt = performance.now();
  let end = options.durationMs;
  const clock = () => performance.now() - startedAt;
  const outcomes: RequestOutcome[] = [];
  const agent = new Agent({ keepAlive: true, maxSockets: options.clients });
  const url = new URL(options.baseUrl);
  const clients = Array.from({ length: options.clients }, async (_, client) => {
    const kind: LeadFormKind = client < options.incubationClients ? "incubation" : "contact";
    for (let seq = 1; clock() < end; seq++) {
      const marker = `c${client}-${seq}`;
      const body = options.bodies(kind, markerEmail(marker, options.runTag));
      const sentAt = clock();
      const answer = await post(agent, url, leadRoute(kind), body, options.requestTimeoutMs);
      const outcome: RequestOutcome = { marker, kind, sentAt, endedAt: clock(), ...answer };
      outcomes.push(outcome);
      options.onOutcome?.(outcome);
      // Without a server there is nothing to do but wait a moment and try again.
      if (answer.error) await new Promise((resolve) => setTimeout(resolve, 25));
    }
  });
  const done = Promise.all(clients).then(() => {
    agent.destroy();
    return { outcomes, startedAt, durationMs: clock() };
  });
  return { clock, endAt: (ms) => void (end = ms), done };
}

type Answer = Pick<RequestOutcome, "status" | "reference" | "message" | "error">;

function post(agent: Agent, base: URL, path: string, body: string, timeoutMs: number): Promise<Answer> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer: Answer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
    };
    const req = request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        path,
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", (error: NodeJS.ErrnoException) => finish({ error: error.code ?? error.message }));
        res.on("end", () => {
          const status = res.statusCode ?? 0;
          let parsed: { id?: unknown; message?: unknown } = {};
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString("utf8")) as typeof parsed;
          } catch {
            // not JSON: the status alone says what happened
          }
          finish({
            status,
            ...(typeof parsed.id === "string" ? { reference: parsed.id } : {}),
            ...(typeof parsed.message === "string" && status >= 300 ? { message: parsed.message } : {}),
          });
        });
      },
    );
    const timer = setTimeout(() => {
      finish({ error: "TIMEOUT" });
      req.destroy();
    }, timeoutMs);
    req.on("error", (error: NodeJS.ErrnoException) => finish({ error: error.code ?? error.message }));
    req.end(body);
  });
}
