import { countOutbox } from "../db/outbox-repository.ts";
import type { Database } from "../db/open-database.ts";
import { type MailConfig, describeSmtpUrl } from "./mail-config.ts";
import { MailWorker, type MailWorkerOptions, type SendMail } from "./mail-worker.ts";
import { smtpSender } from "./smtp-sender.ts";

export type MailService = {
  /** A lead's messages are in the outbox: send them now. */
  wake: () => void;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

type Log = MailWorkerOptions["log"];

export type MailServiceOptions = {
  config: MailConfig;
  database: Database;
  log: Log;
  /** Tests: the worker's timings, and its onPass to observe its passes. */
  worker?: Pick<MailWorkerOptions, "pollMs" | "claimMs" | "batchSize" | "now" | "onPass">;
  /** Tests: another transport than SMTP. */
  send?: SendMail;
};

/**
 * Mail on: the outbox worker sends over SMTP. Mail off (no SMTP_URL): the
 * outbox keeps every message, and the server says so once, at start.
 */
export function createMailService({ config, database, log, worker: timings, send }: MailServiceOptions): MailService {
  const { smtpUrl, from } = config;
  if (!smtpUrl || !from) {
    return {
      wake: () => undefined,
      async start() {
        const waiting = await countOutbox(database).then(
          (counts) => counts.pending + counts.sending,
          () => undefined,
        );
        log.warn({ waiting }, "mail is off: SMTP_URL is not set, so e-mails wait in the outbox until it is");
      },
      stop: async () => undefined,
    };
  }
  const sender = send ? undefined : smtpSender(smtpUrl);
  const worker = new MailWorker({
    database,
    send: send ?? (sender as NonNullable<typeof sender>).send,
    from,
    teamInbox: config.teamInbox,
    maxAttempts: config.maxAttempts,
    retryDelayMs: config.retryDelayMs,
    retryDelayMaxMs: config.retryDelayMaxMs,
    ...(config.claimMs !== undefined ? { claimMs: config.claimMs } : {}),
    log,
    ...timings,
  });
  return {
    wake: () => worker.wake(),
    async start() {
      log.info({ smtp: describeSmtpUrl(smtpUrl), maxAttempts: config.maxAttempts }, "mail on: the outbox worker sends over SMTP");
      worker.start();
      if (sender) {
        void sender.verify().then((result) => {
          if (!result.ok) log.warn({ smtp: describeSmtpUrl(smtpUrl), reason: result.reason }, "the SMTP server does not answer yet; e-mails wait and are tried again");
        });
      }
    },
    async stop() {
      await worker.stop();
      sender?.close();
    },
  };
}
