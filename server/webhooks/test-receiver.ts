import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

/** A webhook as a test receiver got it: its headers and body, and whether the signature verified. */
export type Received = { id: string; timestamp: string; signature: string; body: string; event: { type: string; timestamp: string; data: Record<string, unknown> } };

/** A test secret: whsec_ and 32 bytes. */
export const TEST_WEBHOOK_SECRET = `whsec_${Buffer.alloc(32, 42).toString("base64")}`;

/**
 * A CRM stand-in on loopback: records what it receives (after checking the
 * signature with the library's Webhook.verify, 401 otherwise), answers 503
 * while told to, and can be taken down and brought back on the same port.
 */
export class TestReceiver {
  readonly received: Received[] = [];
  /** Requests whose signature did not verify. */
  readonly refused: string[] = [];
  answer = 204;
  private server: Server | undefined;
  private port = 0;

  private readonly secret: string;

  constructor(secret = TEST_WEBHOOK_SECRET) {
    this.secret = secret;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks/ankur`;
  }

  async start(): Promise<void> {
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8");
        const headers = { "webhook-id": String(request.headers["webhook-id"] ?? ""), "webhook-timestamp": String(request.headers["webhook-timestamp"] ?? ""), "webhook-signature": String(request.headers["webhook-signature"] ?? "") };
        let event: Received["event"];
        try {
          event = new Webhook(this.secret).verify(body, headers) as Received["event"];
        } catch (error) {
          this.refused.push(error instanceof Error ? error.message : String(error));
          response.writeHead(401).end();
          return;
        }
        if (this.answer >= 200 && this.answer < 300) this.received.push({ id: headers["webhook-id"], timestamp: headers["webhook-timestamp"], signature: headers["webhook-signature"], body, event });
        response.writeHead(this.answer).end();
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Down: connections are refused until start() again (on the same port). */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Resolves once `count` events have been received, or throws after timeoutMs. */
  async waitFor(count: number, timeoutMs = 10_000): Promise<Received[]> {
    const until = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > until) throw new Error(`received ${this.received.length} of ${count} webhooks`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return this.received;
  }
}
