import type { LeadKind } from "../../contract/leads/lead-paths.ts";
import { type ClaimedMessage, claimMessages, renewClaim, failExhausted, markAttemptFailed, markSent, releaseClaims } from "../db/outbox-repository.ts";
import type { Database } from "../db/open-database.ts";
import { OutboxPollingLoop } from "./outbox-polling-loop.ts";

/** One message as the transport takes it. */
export type OutgoingMail = { from: string; to: readonly string[]; replyTo?: string; subject: string; text: string; headers?: Readonly<Record<string, string>> };

/** Sends one message; resolves once the SMTP server has accepted it. */
export type SendMail = (mail: OutgoingMail) => Promise<void>;

type Log = {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

export type MailWorkerOptions = {
  database: Database;
  send: SendMail;
  from: string;
  teamInbox: Readonly<Record<LeadKind, readonly string[]>>;
  maxAttempts: number;
  retryDelayMs: number;
  retryDelayMaxMs: number;
  log: Log;
  /** Looks for due retries this often; a new lead wakes the worker at once. */
  pollMs?: number;
  /** A claim lapses after this long, and another worker may take the message (longer than any send may take). */
  claimMs?: number;
  batchSize?: number;
  now?: () => Date;
  /** Tests: told after each pass that read the outbox, with how many messages it handled. */
  onPass?: (handled: number) => void;
};

export const DEFAULT_POLL_MS = 5000;
export const DEFAULT_CLAIM_MS = 2 * 60_000;
export const DEFAULT_BATCH_SIZE = 10;

/** Exponential back-off: the wait after try n is delay × 2^(n-1), at most max. */
export function retryDelay(attempts: number, delayMs: number, maxMs: number): number {
  return Math.min(delayMs * 2 ** Math.max(0, attempts - 1), maxMs);
}

/**
 * The outbox's sender, in the server process: it claims what is due, sends
 * it, and marks each message sent, pending again after a back-off, or failed
 * after the last try. It never throws; a database or SMTP failure is logged
 * and tried again later.
 */
export class MailWorker {
  private readonly options: Required<Omit<MailWorkerOptions, "now" | "onPass">> & Pick<MailWorkerOptions, "onPass"> & { now: () => Date };
  private readonly polling: OutboxPollingLoop;

  constructor(options: MailWorkerOptions) {
    this.options = {
      pollMs: DEFAULT_POLL_MS,
      claimMs: DEFAULT_CLAIM_MS,
      batchSize: DEFAULT_BATCH_SIZE,
      now: () => new Date(),
      ...options,
    };
    this.polling = new OutboxPollingLoop({
      pass: () => this.runOnce(),
      pollMs: this.options.pollMs,
      batchSize: this.options.batchSize,
      onPass: this.options.onPass,
      onError: (error) => this.options.log.error({ err: error }, "the mail worker could not read the outbox; it tries again shortly"),
    });
  }

  start(): void {
    this.polling.start();
  }

  /** Something new is in the outbox: look now rather than at the next poll. */
  wake(): void {
    this.polling.wake();
  }

  /** Finishes the message being sent, hands back the rest of its batch (releaseClaims), then stops. */
  stop(): Promise<void> {
    return this.polling.stop();
  }

  /** One pass over what is due; how many messages it handled. */
  async runOnce(): Promise<number> {
    const { database, maxAttempts, batchSize, claimMs, now } = this.options;
    const gaveUp = await failExhausted(database, { now: now(), maxAttempts });
    if (gaveUp > 0) this.options.log.error({ messages: gaveUp }, "mail failed for good: no try left");
    const claimed = await claimMessages(database, { now: now(), batchSize, claimMs, maxAttempts });
    for (const [index, message] of claimed.entries()) {
      if (this.polling.stopping) {
        await this.release(claimed.slice(index));
        break;
      }
      // The claims were taken together and the messages go one by one: one whose claim lapsed meanwhile may be another worker's now.
      if (index > 0 && !(await renewClaim(database, message, { now: now(), claimMs }))) {
        this.options.log.warn({ message: message.id, lead: message.leadId }, "mail claim lapsed before sending; another worker sends it");
        continue;
      }
      await this.deliver(message);
    }
    return claimed.length;
  }

  /** Shutting down: the messages not started go back to the outbox now rather than when their claims lapse. */
  private async release(messages: readonly ClaimedMessage[]): Promise<void> {
    try {
      const released = await releaseClaims(this.options.database, messages);
      this.options.log.info({ messages: released }, "mail worker stopping: messages not started handed back to the outbox");
    } catch (error) {
      this.options.log.warn({ err: error, messages: messages.length }, "could not hand back claimed messages; they are taken again once their claims lapse");
    }
  }

  private async deliver(message: ClaimedMessage): Promise<void> {
    const { database, send, from, teamInbox, maxAttempts, retryDelayMs, retryDelayMaxMs, log, now } = this.options;
    const to = message.recipients ?? teamInbox[message.leadKind] ?? [];
    const details = { message: message.id, lead: message.leadId, audience: message.audience, attempt: message.attempts };
    try {
      if (to.length === 0) throw new Error(`No recipients: set TEAM_INBOX (or its override for ${message.leadKind})`);
      await send({ from, to, ...(message.replyTo ? { replyTo: message.replyTo } : {}), subject: message.subject, text: message.body, ...(message.headers ? { headers: message.headers } : {}) });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const retryAt = message.attempts < maxAttempts ? new Date(now().getTime() + retryDelay(message.attempts, retryDelayMs, retryDelayMaxMs)) : undefined;
      try {
        await markAttemptFailed(database, message, { error: reason, retryAt });
      } catch (markError) {
        log.error({ ...details, err: markError }, "could not record a failed send; the message is tried again once its claim lapses");
      }
      if (retryAt) log.warn({ ...details, reason, retryAt: retryAt.toISOString() }, "mail not sent; trying again later");
      else log.error({ ...details, reason }, "mail failed for good after the last try");
      return;
    }
    try {
      await markSent(database, message, { now: now(), recipients: to });
      log.info(details, "mail sent");
    } catch (error) {
      // Sent, but not recorded: it goes again once the claim lapses (at least once, never lost).
      log.error({ ...details, err: error }, "mail sent but not recorded as sent");
    }
  }
}
