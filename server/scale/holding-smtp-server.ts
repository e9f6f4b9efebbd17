import { type Server, type Socket, createServer } from "node:net";
import { type ReceivedMail, parseMessage } from "../mail/test-smtp-server.ts";

/**
 * A minimal loopback SMTP server for the multi-instance test (EHLO, MAIL,
 * RCPT, DATA, RSET, NOOP, QUIT; no TLS, no AUTH). It is its own because the
 * smtp-server package waits 100 ms before greeting every connection, and the
 * worker opens one per message: 2 000 messages would take minutes.
 *
 * Like a real mail server, it takes responsibility for a message only when it
 * answers 250 to its DATA; a message whose connection drops before that
 * answer is discarded. hold() delays that answer for every message until
 * release(), so the test can kill a server instance once it is seen waiting
 * for one (heldClientPorts), never in the window between the 250 and the
 * instance recording the message as sent (the one window in which SMTP
 * itself cannot avoid a duplicate).
 */
export class HoldingSmtpServer {
  readonly received: ReceivedMail[] = [];
  /** Messages whose sender went away before the 250. */
  discarded = 0;
  port = 0;
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private holding = false;
  private waiting: Array<{ clientPort: number; accept: () => void }> = [];

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = createServer((socket) => this.converse(socket));
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
    const address = server.address();
    if (typeof address === "object" && address) this.port = address.port;
    this.server = server;
  }

  /** From now on, no message is acknowledged until release(). */
  hold(): void {
    this.holding = true;
  }

  /** The client ports of the connections whose message waits for its 250. */
  heldClientPorts(): number[] {
    return this.waiting.map((entry) => entry.clientPort);
  }

  /**
   * Resolves once this server has seen every connection from these client
   * ports closed. A sender's process can be gone before its closed socket
   * reaches this side: releasing before then would acknowledge a message
   * nobody is left to record as sent (and another instance sends it again).
   */
  async closedFrom(clientPorts: readonly number[], timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    const open = () => [...this.sockets].some((socket) => clientPorts.includes(socket.remotePort ?? -1));
    while (open()) {
      if (Date.now() > deadline) throw new Error(`connections from ports ${clientPorts.join(", ")} still open after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** Acknowledges the held messages whose sender is still connected, and every later one at once. */
  release(): void {
    this.holding = false;
    const waiting = this.waiting;
    this.waiting = [];
    for (const { accept } of waiting) accept();
  }

  async stop(): Promise<void> {
    this.release();
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private converse(socket: Socket): void {
    this.sockets.add(socket);
    let closed = false;
    socket.on("close", () => {
      closed = true;
      this.sockets.delete(socket);
    });
    socket.on("error", () => undefined); // a sender killed mid-conversation is expected here
    const reply = (line: string) => {
      if (!closed) socket.write(`${line}\r\n`);
    };

    let buffer = "";
    let from = "";
    let to: string[] = [];
    let data: string[] | undefined;

    const finishData = (lines: string[]) => {
      const envelope = { envelopeFrom: from, envelopeTo: to };
      from = "";
      to = [];
      const accept = () => {
        if (closed) {
          this.discarded++;
          return;
        }
        this.received.push({ ...envelope, ...parseMessage(`${lines.join("\r\n")}\r\n`) });
        reply("250 2.0.0 Accepted");
      };
      if (this.holding) this.waiting.push({ clientPort: socket.remotePort ?? 0, accept });
      else accept();
    };

    const command = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase();
      const address = () => /<([^>]*)>/.exec(line)?.[1] ?? "";
      if (verb === "EHLO") reply("250-127.0.0.1\r\n250 8BITMIME");
      else if (verb === "HELO") reply("250 127.0.0.1");
      else if (verb === "MAIL") {
        from = address();
        to = [];
        reply("250 2.1.0 OK");
      } else if (verb === "RCPT") {
        to.push(address());
        reply("250 2.1.5 OK");
      } else if (verb === "DATA") {
        data = [];
        reply("354 End data with <CR><LF>.<CR><LF>");
      } else if (verb === "RSET") {
        from = "";
        to = [];
        reply("250 2.0.0 OK");
      } else if (verb === "NOOP") reply("250 2.0.0 OK");
      else if (verb === "QUIT") {
        reply("221 2.0.0 Bye");
        socket.end();
      } else reply("502 5.5.2 Command not implemented");
    };

    socket.on("data", (chunk: Buffer) => {
      buffer += chunk.toString("latin1");
      let end: number;
      while ((end = buffer.indexOf("\r\n")) !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === ".") {
            const lines = data;
            data = undefined;
            finishData(lines);
          } else data.push(line.startsWith("..") ? line.slice(1) : line);
        } else command(line);
      }
    });
    reply("220 127.0.0.1 ESMTP test server");
  }
}
