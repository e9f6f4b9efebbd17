import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on loopback for the mail tests (the smtp-server
 * package): it keeps every message it accepts, decoded enough to check the
 * envelope, the headers and the plain-text body. It can be stopped and
 * started again on the same port, as a mail server that goes away does.
 */
export type ReceivedMail = {
  envelopeFrom: string;
  envelopeTo: string[];
  headers: Record<string, string>;
  subject: string;
  text: string;
};

export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  /** SMTP connections opened to it so far. */
  connections = 0;
  private server: SMTPServer | undefined;
  port = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      disabledCommands: ["AUTH", "STARTTLS"],
      authOptional: true,
      logger: false,
      closeTimeout: 200,
      onConnect: (_session, callback) => {
        this.connections++;
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const from = session.envelope.mailFrom;
          this.received.push({
            envelopeFrom: from ? from.address : "",
            envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
            ...parseMessage(Buffer.concat(chunks).toString("latin1")),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
    const address = server.server.address();
    if (typeof address === "object" && address) this.port = address.port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Messages whose subject contains `text`. */
  withSubject(text: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.subject.includes(text));
  }
}

/** Headers (unfolded, RFC 2047 words decoded) and the body (quoted-printable or base64 decoded) of a single-part message. */
export function parseMessage(raw: string): { headers: Record<string, string>; subject: string; text: string } {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  const bytes =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(body)
        : Buffer.from(body, "latin1");
  return { headers, subject: headers.subject ?? "", text: bytes.toString("utf8").replace(/\r\n/g, "\n").replace(/\n$/, "") };
}

function decodeQuotedPrintable(text: string): Buffer {
  const softBreaksRemoved = text.replace(/=\r\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < softBreaksRemoved.length; i++) {
    const char = softBreaksRemoved[i] as string;
    if (char === "=" && /^[0-9A-F]{2}$/i.test(softBreaksRemoved.slice(i + 1, i + 3))) {
      bytes.push(parseInt(softBreaksRemoved.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(char.charCodeAt(0));
  }
  return Buffer.from(bytes);
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_match, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : decodeQuotedPrintable(text.replace(/_/g, " ")).toString("utf8"),
    )
    .replace(/[\u0080-\u00ff]+/g, (latin1) => Buffer.from(latin1, "latin1").toString("utf8"));
}
