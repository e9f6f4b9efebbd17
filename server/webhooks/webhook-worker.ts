import { DEFAULT_BATCH_SIZE, DEFAULT_CLAIM_MS, DEFAULT_POLL_MS } from "../mail/mail-worker.ts";
import { OutboxPollingLoop } from "../mail/outbox-polling-loop.ts";
import { type Claim, claimDue, failExhaustedIn, markDeliveredIn, markTryFailedIn, releaseClaimsIn, renewClaimIn } from "../db/outbox-claims.ts";
import type { Database } from "../db/open-database.ts";
import { type ClaimedDelivery, deckLinkKey, readClaimedDeliveries } from "../db/webhooks-repository.ts";
import { deckLink } from "./deck-link.ts";
import { bodyToSend } from "./webhook-events.ts";
import { WEBHOOK_RETRY, type RetryPolicy, webhookRetryDelay } from "./webhook-retry.ts";
import { type PostWebhook, failureText } from "./webhook-send.ts";

type Log = {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

export type WebhookWorkerOptions = {
  database: Database;
  post: PostWebhook;
  /** The site's address, for the deck's download links. */
  siteUrl: URL;
  log: Log;
  retry?: RetryPolicy;
  pollMs?: number;
  claimMs?: number;
  batchSize?: number;
  now?: () => Date;
  /** Tests: told after each pass with how many deliveries it handled. */
  onPass?: (handled: number) => void;
};

const TABLE = "webhook_deliveries";
const GAVE_UP = "Gave up: no try left (the last one did not finish, or the limit was lowered).";

/**
 * Posts the webhook deliveries, the mail worker's way and with its claims
 * (outbox-claims.ts): at least once, the same webhook-id on every try, one
 * instance per delivery when several run, back-off for more than a day
 * (webhook-retry.ts). Never throws; a failure is logged and tried again.
 */
export class WebhookWorker {
  private readonly database: Database;
  private readonly post: PostWebhook;
  private readonly siteUrl: URL;
  private readonly log: Log;
  private readonly retry: RetryPolicy;
  private readonly claimMs: number;
  private readonly batchSize: number;
  private readonly now: () => Date;
  private readonly polling: OutboxPollingLoop;

  constructor(options: WebhookWorkerOptions) {
    this.database = options.database;
    this.post = options.post;
    this.siteUrl = options.siteUrl;
    this.log = options.log;
    this.retry = options.retry ?? WEBHOOK_RETRY;
    this.claimMs = options.claimMs ?? DEFAULT_CLAIM_MS;
    this.batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
    this.now = options.now ?? (() => new Date());
    this.polling = new OutboxPollingLoop({
      pass: () => this.runOnce(),
      pollMs: options.pollMs ?? DEFAULT_POLL_MS,
      batchSize: this.batchSize,
      onPass: options.onPass,
      onError: (error) => this.log.error({ err: error }, "the webhook worker could not read its deliveries; it tries again shortly"),
    });
  }

  start(): void {
    this.polling.start();
  }

  wake(): void {
    this.polling.wake();
  }

  /** Finishes the delivery in flight, hands back the rest of its batch, then stops. */
  stop(): Promise<void> {
    return this.polling.stop();
  }

  /** One pass over what is due; how many deliveries it handled. */
  async runOnce(): Promise<number> {
    const { database, retry, now } = this;
    const gaveUp = await failExhaustedIn(database, TABLE, { now: now(), maxAttempts: retry.maxAttempts, reason: GAVE_UP });
    if (gaveUp > 0) this.log.error({ deliveries: gaveUp }, "webhook deliveries failed for good: no try left");
    const claims = await claimDue(database, TABLE, { now: now(), batchSize: this.batchSize, claimMs: this.claimMs, maxAttempts: retry.maxAttempts });
    const deliveries = await readClaimedDeliveries(database, claims);
    for (const [index, delivery] of deliveries.entries()) {
      if (this.polling.stopping) {
        await this.release(deliveries.slice(index));
        break;
      }
      if (index > 0 && !(await renewClaimIn(database, TABLE, delivery, { now: now(), claimMs: this.claimMs }))) {
        this.log.warn({ delivery: delivery.id }, "webhook claim lapsed before sending; another worker sends it");
        continue;
      }
      await this.deliver(delivery);
    }
    return claims.length;
  }

  private async release(claims: readonly Claim[]): Promise<void> {
    try {
      await releaseClaimsIn(this.database, TABLE, claims);
    } catch (error) {
      this.log.warn({ err: error, deliveries: claims.length }, "could not hand back claimed webhook deliveries; they are taken again once their claims lapse");
    }
  }

  private async deliver(delivery: ClaimedDelivery): Promise<void> {
    const { database, retry, now, log } = this;
    // The URL is not logged: a CRM's hook address often holds a token.
    const details = { delivery: delivery.id, event: delivery.eventId, type: delivery.eventType, lead: delivery.leadReference, attempt: delivery.attempts };
    try {
      const key = await deckLinkKey(database);
      const body = bodyToSend(delivery.payload, (reference) => deckLink(this.siteUrl, reference, key, now()));
      await this.post({ url: delivery.url, eventId: delivery.eventId, body, timestamp: now() });
    } catch (error) {
      const reason = failureText(error);
      const retryAt = delivery.attempts < retry.maxAttempts ? new Date(now().getTime() + webhookRetryDelay(delivery.attempts, retry)) : undefined;
      try {
        await markTryFailedIn(database, TABLE, delivery, { error: reason, retryAt });
      } catch (markError) {
        log.error({ ...details, err: markError }, "could not record a failed webhook; it is tried again once its claim lapses");
      }
      if (retryAt) log.warn({ ...details, reason, retryAt: retryAt.toISOString() }, "webhook not delivered; trying again later");
      else log.error({ ...details, reason }, "webhook failed for good after the last try");
      return;
    }
    try {
      await markDeliveredIn(database, TABLE, delivery, now());
      log.info(details, "webhook delivered");
    } catch (error) {
      log.error({ ...details, err: error }, "webhook delivered but not recorded; it goes again once its claim lapses");
    }
  }
}
