import Fastify, { type FastifyInstance } from "fastify";
import { join } from "node:path";
import { registerHealthRoutes, registerReadinessRoute } from "./api/health.ts";
import { registerAdminRoutes } from "./api/admin/admin-routes.ts";
import { registerLeadRoutes } from "./api/leads/lead-routes.ts";
import { loadChallengeKey } from "./api/lead-challenge/challenge-key.ts";
import { registerNewsletterRoutes } from "./api/newsletter/newsletter-routes.ts";
import { registerDataRightsRoutes } from "./api/data-rights/data-rights-routes.ts";
import type { ServerConfig } from "./config.ts";
import { type Database, openDatabase } from "./db/open-database.ts";
import { type MailServiceOptions, createMailService } from "./mail/mail-service.ts";
import { type WebhookServiceOptions, createWebhookService } from "./webhooks/webhook-service.ts";
import { registerDeckLinkRoute } from "./api/webhooks/deck-link-route.ts";
import { retentionSchedule } from "./jobs/retention-schedule.ts";
import { replyDigestSchedule } from "./jobs/reply-digest-schedule.ts";
import { registerSecurityHeaders } from "./security-headers.ts";
import { schemaCompilersOnDemand } from "./schema-compilers.ts";
import { loggerOptions } from "./logging.ts";
import { registerApiOriginCheck } from "./security/api-origin.ts";
import { serverTimeouts } from "./security/request-limits.ts";
import { failureAnswers } from "./security/failure-answers.ts";
import type { DestinationStream } from "pino";
import { SiteFiles } from "./static/site-files.ts";
import { serveSite } from "./static/serve-site.ts";
import { type PageRenderer, builtPageRenderer } from "./pages/page-renderer.ts";

export type AppOptions = {
  config: ServerConfig;
  logger?: boolean;
  /** The opened database; without it the app opens the one the configuration names and closes it with itself. */
  database?: Database;
  /** Tests: the mail worker's timings, or another transport than SMTP. */
  mail?: Pick<MailServiceOptions, "worker" | "send">;
  /** Tests: the webhook worker's timings, or another transport than fetch. */
  webhooks?: Pick<WebhookServiceOptions, "worker" | "post">;
  /** Tests: where the log is written, to read it back. */
  logStream?: DestinationStream;
  /** The pages rendered on demand (a plain form post's answers); without it, the build's own renderer if it has one. */
  pageRenderer?: PageRenderer;
};

/** Builds the Fastify app; tests drive it with app.inject(), without a port. */
export async function buildApp({ config, logger = true, database, mail: mailOptions, webhooks: webhookOptions, logStream, pageRenderer }: AppOptions): Promise<FastifyInstance> {
  const https = config.siteUrl.protocol === "https:";
  // Fastify's and Node's own error answers, in the API's shape and with the security headers.
  const failures = failureAnswers({ https });
  const app = Fastify({
    logger: logger ? loggerOptions(config.logLevel, logStream) : false,
    ...serverTimeouts(config.requestTimeoutMs),
    bodyLimit: 64 * 1024,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    schemaController: schemaCompilersOnDemand,
    frameworkErrors: failures.frameworkErrors,
    clientErrorHandler: failures.clientErrorHandler,
  });
  registerSecurityHeaders(app, { https });
  failures.register(app);
  registerApiOriginCheck(app, { siteUrl: config.siteUrl });
  registerHealthRoutes(app);
  const leadsDatabase =
    database ??
    (await openDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      onBackgroundError: (error) => app.log.error({ err: error }, "database connection error"),
    }));
  if (!database) app.addHook("onClose", () => leadsDatabase.close());
  registerReadinessRoute(app, { database: leadsDatabase });
  // The outbox worker stops before the database closes (onClose hooks run last-registered first).
  const mail = createMailService({ config: config.mail, database: leadsDatabase, log: app.log, ...mailOptions });
  app.addHook("onReady", () => mail.start());
  app.addHook("onClose", () => mail.stop());
  // The CRM's webhooks (decision 0021): where lead events go, and their worker, stopped before the database closes.
  const webhooks = createWebhookService({ config: config.webhooks, database: leadsDatabase, siteUrl: config.siteUrl, log: app.log, ...webhookOptions });
  app.addHook("onReady", () => webhooks.start());
  app.addHook("onClose", () => webhooks.stop());
  // The daily retention job (leads' notices and erasure, old logs purged); stopped before the mail worker and the database.
  const retention = retentionSchedule({ retention: config.retention, database: leadsDatabase, siteUrl: config.siteUrl, teamInbox: config.mail.teamInbox, log: app.log, onMailQueued: mail.wake });
  app.addHook("onReady", () => retention.start());
  app.addHook("onClose", () => retention.stop());
  // Each owner's daily e-mail of their overdue leads (issue 25), from REPLY_DIGEST_HOUR IST on working days; one server a day.
  const replyDigest = replyDigestSchedule({ database: leadsDatabase, targets: config.leadWork.replyTargets, siteUrl: config.siteUrl, digestHour: config.leadWork.digestHour, log: app.log, onMailQueued: mail.wake });
  app.addHook("onReady", () => replyDigest.start());
  app.addHook("onClose", () => replyDigest.stop());
  const formPostPages = { renderer: pageRenderer ?? builtPageRenderer(config.buildDir), siteUrl: config.siteUrl, https };
  const challengeKey = await loadChallengeKey({ configured: config.challengeKey, dataDir: config.dataDir });
  if (!config.challengeKey && leadsDatabase.engine === "postgres") {
    app.log.warn("ALTCHA_HMAC_KEY is unset: this server signs the spam check with a key of its own, which other servers on the database do not know");
  }
  await registerLeadRoutes(app, {
    database: leadsDatabase,
    rateLimit: config.rateLimit,
    challengeKey,
    siteUrl: config.siteUrl,
    leadRetentionMonths: config.retention.leadRetentionMonths,
    onLeadStored: mail.wake,
    formPostPages,
  });
  await registerNewsletterRoutes(app, { database: leadsDatabase, rateLimit: config.rateLimit, siteUrl: config.siteUrl, onMailQueued: mail.wake, formPostPages });
  await registerDataRightsRoutes(app, { database: leadsDatabase, rateLimit: config.rateLimit, siteUrl: config.siteUrl, onMailQueued: mail.wake, formPostPages });
  await registerAdminRoutes(app, {
    database: leadsDatabase,
    siteUrl: config.siteUrl,
    ...config.staff,
    onMailQueued: mail.wake,
    leadWork: { replyTargets: config.leadWork.replyTargets, teamInbox: config.mail.teamInbox },
  });
  registerDeckLinkRoute(app, { database: leadsDatabase });
  const files = new SiteFiles(join(config.buildDir, "client"));
  serveSite(app, { files, https, formPostPages });
  return app;
}
