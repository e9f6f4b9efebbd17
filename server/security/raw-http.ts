import { type Socket, connect } from "node:net";

/** What a server said on one raw connection, and when it closed it. */
export type RawAnswer = { text: string; closedAfterMs: number; status: number; headers: Record<string, string>; body: string };

/**
 * Opens a connection (from `localAddress`, 127.0.0.2 or another loopback
 * address, to be another visitor), lets `drive` write to it (anything,
 * malformed HTTP included), and collects what the server says until it
 * closes the connection.
 */
export function rawExchange(
  port: number,
  drive: (socket: Socket, answered: () => boolean) => Promise<void> | void,
  { localAddress }: { localAddress?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect({ port, host: "127.0.0.1", ...(localAddress ? { localAddress } : {}) });
    let text = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      text += chunk;
    });
    socket.on("error", () => {
      // A reset while we still write is one way of being closed.
    });
    socket.on("close", () => resolve({ text, closedAfterMs: Date.now() - started, ...parseAnswer(text) }));
    socket.on("connect", () => {
      Promise.resolve(drive(socket, () => text.length > 0)).catch(reject);
    });
  });
}

/** The first answer's status, headers (lower-case names) and body. */
function parseAnswer(text: string): Pick<RawAnswer, "status" | "headers" | "body"> {
  const end = text.indexOf("\r\n\r\n");
  const [statusLine = "", ...lines] = (end === -1 ? text : text.slice(0, end)).split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0), headers, body: end === -1 ? "" : text.slice(end + 4) };
}
