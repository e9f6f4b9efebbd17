import type { Database } from "../db/open-database.ts";
import { setWebhookOutlet } from "../db/webhooks-repository.ts";
import type { WebhookConfig } from "./webhook-config.ts";
import { type PostWebhook, fetchPoster } from "./webhook-send.ts";
import { WebhookWorker, type WebhookWorkerOptions } from "./webhook-worker.ts";

type Log = WebhookWorkerOptions["log"];

export type WebhookServiceOptions = {
  config: WebhookConfig;
  database: Database;
  siteUrl: URL;
  log: Log;
  /** Tests: another transport than fetch. */
  post?: PostWebhook;
  /** Tests: the worker's timings. */
  worker?: Partial<Pick<WebhookWorkerOptions, "pollMs" | "claimMs" | "retry" | "now" | "onPass">>;
};

export type WebhookService = { start: () => void; stop: () => Promise<void>; wake: () => void };

/**
 * The server's webhooks: the database's outlet (where lead events go) and,
 * with a secret, the worker that posts them. The worker also runs with the
 * secret but no URL, so deliveries written before the URLs were removed
 * still go.
 */
export function createWebhookService({ config, database, siteUrl, log, post, worker: timings }: WebhookServiceOptions): WebhookService {
  const worker = config.secret ? new WebhookWorker({ database, siteUrl, log, post: post ?? fetchPoster(config.secret), ...timings }) : undefined;
  setWebhookOutlet(database, { urls: config.urls, wake: () => worker?.wake() });
  return {
    start() {
      if (!worker) return;
      worker.start();
      log.info({ receivers: config.urls.length }, "webhook worker started");
    },
    stop: async () => worker?.stop(),
    wake: () => worker?.wake(),
  };
}
