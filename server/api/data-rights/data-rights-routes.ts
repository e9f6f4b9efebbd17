import { createHash } from "node:crypto";
import formbody from "@fastify/formbody";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { DATA_RIGHTS_API, DATA_RIGHTS_TOKEN_PARAM, YOUR_DATA_FORM_PAGE_PATH, YOUR_DATA_LINK_SENT_PATH } from "../../../contract/data-rights/data-rights-paths.ts";
import { requestDueAt } from "../../../contract/data-rights/data-rights-requests.ts";
import {
  UNCORRECTABLE_FIELDS,
  YOUR_DATA_REQUIRED_FIELDS,
  correctionRequestSchema,
  parseCorrectionTarget,
  yourDataLinkRequestSchema,
} from "../../../contract/data-rights/data-rights-schema.ts";
import { DATA_RIGHTS_TEXTS as TEXT, REQUESTED_LINK_DAYS } from "../../../contract/data-rights/data-rights-texts.ts";
import { HONEYPOT_FIELD } from "../../../contract/leads/lead-fields.ts";
import { SMALL_FORM_BODY_LIMIT } from "../../../contract/leads/lead-limits.ts";
import { fieldErrorsFrom, validationMessage } from "../../../contract/leads/validation-errors.ts";
import {
  dataRightsSigningKey,
  enqueueDataRightsMail,
  heldDataOf,
  newestLeadIdOf,
  recordAccess,
  requestCorrection,
  requestErasure,
  withdrawConsent,
} from "../../db/data-rights-repository.ts";
import type { Database } from "../../db/open-database.ts";
import { countHit } from "../../db/rate-limit-repository.ts";
import { dataRightsLinkMail, teamRequestMail } from "../../mail/data-rights-mail.ts";
import type { FormPostPages } from "../../pages/form-post-pages.ts";
import { sendRenderedPage } from "../../pages/send-rendered-page.ts";
import { type EmailFormRefusal, refuseEmailForm } from "../../pages/email-form-refusal.ts";
import { attachmentDisposition } from "../admin/download-headers.ts";
import { FAILURE_TEXT, sendFailure } from "../leads/lead-answers.ts";
import { FORM_TYPE, JSON_TYPE, mediaTypeOf } from "../leads/lead-body.ts";
import { asksForPage } from "../leads/plain-post.ts";
import { rateLimitPluginOptions } from "../leads/rate-limit-store.ts";
import { invalidLinkPageHtml, resultPageHtml, yourDataPageHtml } from "./data-rights-page.ts";
import { requestedLinkExpiry, yourDataLink } from "./data-rights-links.ts";
import { verifyDataRightsToken } from "./data-rights-token.ts";
import { YOUR_DATA_VIEW_PAGE_PATH, type YourDataPageState } from "../../../contract/data-rights/your-data-view.ts";

/** Links asked for one address within an hour, from anywhere, before it is refused for a while. */
export const LINKS_PER_ADDRESS_PER_HOUR = 3;
const HOUR_MS = 3_600_000;

/** What became of a link request, for the log and tests; the visitor is told the same either way. */
export type LinkRequestOutcome = "link queued" | "nothing held" | "failed";

export type DataRightsRoutesOptions = {
  database: Database;
  rateLimit: { max: number; windowMs: number };
  siteUrl: URL;
  /** A mail is in the outbox: the worker can send it now. */
  onMailQueued?: () => void;
  /** The build's renderer, for a refused plain post of the link request; without it, JSON. */
  formPostPages?: FormPostPages;
  /** Called once a link request's work (done after the answer) has finished. */
  onLinkRequestHandled?: (outcome: LinkRequestOutcome) => void;
  now?: () => Date;
};

/**
 * The data-rights API (issue 24 §2, docs/decisions/0017-data-rights-links.md):
 * the link request of /legal/your-data, and what a signed link opens: the
 * page of everything held, its JSON download, and the correction,
 * withdrawal and erasure buttons. Without a valid token nothing is shown.
 */
export async function registerDataRightsRoutes(app: FastifyInstance, options: DataRightsRoutesOptions): Promise<void> {
  const now = options.now ?? (() => new Date());
  await app.register(async (scope) => {
    await scope.register(rateLimit, rateLimitPluginOptions(scope, options.database));
    await scope.register(formbody, { bodyLimit: SMALL_FORM_BODY_LIMIT });
    scope.addHook("onRequest", async (_request, reply) => {
      reply.header("Cache-Control", "no-store");
      reply.header("X-Robots-Tag", "noindex");
      // The token is in the page's address: it must not travel to another site in a Referer. Not no-referrer:
      // then browsers send "Origin: null" with the page's own form posts, which the API refuses.
      reply.header("Referrer-Policy", "same-origin");
    });
    const limited = {
      bodyLimit: SMALL_FORM_BODY_LIMIT,
      config: {
        rateLimit: {
          max: options.rateLimit.max,
          timeWindow: options.rateLimit.windowMs,
          errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) => ({ statusCode: 429, message: FAILURE_TEXT.tooManyRequests(context.after) }),
        },
      },
    };
    scope.post(DATA_RIGHTS_API.requestLink, limited, (request, reply) => requestLink(request, reply, options, now));
    scope.get(DATA_RIGHTS_API.yourData, limited, (request, reply) => showYourData(request, reply, options, now));
    scope.get(DATA_RIGHTS_API.download, { ...limited, exposeHeadRoute: false }, (request, reply) => download(request, reply, options, now));
    scope.post(DATA_RIGHTS_API.correction, limited, (request, reply) => correct(request, reply, options, now));
    scope.post(DATA_RIGHTS_API.withdrawal, limited, (request, reply) => withdraw(request, reply, options, now));
    scope.post(DATA_RIGHTS_API.erasure, limited, (request, reply) => erase(request, reply, options, now));
  });
}

function bodyOf(request: FastifyRequest): Record<string, unknown> | undefined {
  const body = request.body;
  return typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
}

/** A browser's own form post (no script): answered with pages, not JSON. */
function isPlain(request: FastifyRequest): boolean {
  return mediaTypeOf(request.headers["content-type"]) === FORM_TYPE && asksForPage(request.headers.accept);
}

async function requestLink(request: FastifyRequest, reply: FastifyReply, options: DataRightsRoutesOptions, now: () => Date) {
  const type = mediaTypeOf(request.headers["content-type"]);
  if (type !== JSON_TYPE && type !== FORM_TYPE) return sendFailure(reply, 415, FAILURE_TEXT.unsupportedType([JSON_TYPE, FORM_TYPE]));
  const plain = isPlain(request);
  const input = bodyOf(request);
  if (!input) return sendFailure(reply, 400, FAILURE_TEXT.notAnObject);
  const accepted = () => (plain ? reply.redirect(YOUR_DATA_LINK_SENT_PATH, 303) : reply.code(202).send({ success: true, message: TEXT.linkSent }));
  const honeypot = input[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    request.log.info({ form: "your-data" }, "honeypot filled; link request discarded");
    return accepted();
  }
  const typed = typeof input.email === "string" ? input.email : "";
  const parsed = yourDataLinkRequestSchema.safeParse(input);
  if (!parsed.success) {
    return refuse(request, reply, options, { status: 422, message: validationMessage(input, YOUR_DATA_REQUIRED_FIELDS), errors: fieldErrorsFrom(parsed.error.issues), email: typed }, plain);
  }
  const email = parsed.data.email.toLowerCase();
  const at = now();
  try {
    // Per address, wherever the requests come from; counted for every address alike, so a refusal says nothing about what we hold.
    const { hits } = await countHit(options.database, `data-rights-link:${createHash("sha256").update(email).digest("hex")}`, HOUR_MS, at.getTime());
    if (hits > LINKS_PER_ADDRESS_PER_HOUR) return refuse(request, reply, options, { status: 429, message: TEXT.tooManyForAddress, email: typed }, plain);
  } catch (error) {
    request.log.error({ err: error, form: "your-data" }, "could not count a link request");
    return refuse(request, reply, options, { status: 503, message: FAILURE_TEXT.storageUnavailable, email: typed }, plain);
  }
  const answered = accepted();
  // The lookup happens after the answer, so its time cannot tell a held address from another.
  setImmediate(() => {
    void queueLink(options, email, at).then(
      (outcome) => {
        request.log.info({ form: "your-data", outcome }, "data-rights link request");
        if (outcome === "link queued") options.onMailQueued?.();
        options.onLinkRequestHandled?.(outcome);
      },
      (error: unknown) => {
        request.log.error({ err: error, form: "your-data" }, "could not queue a data-rights link");
        options.onLinkRequestHandled?.("failed");
      },
    );
  });
  return answered;
}

/**
 * The link mail, only to an address we hold a lead of: the page would
 * otherwise be a way to send mail to any address. It goes with the newest
 * lead in the outbox, so it is erased with the data it points to.
 */
async function queueLink({ database, siteUrl }: DataRightsRoutesOptions, email: string, at: Date): Promise<LinkRequestOutcome> {
  const leadId = await newestLeadIdOf(database.db, email);
  if (leadId === undefined) return "nothing held";
  const key = await dataRightsSigningKey(database);
  await enqueueDataRightsMail(database.db, leadId, dataRightsLinkMail(email, yourDataLink(siteUrl, key, email, requestedLinkExpiry(at)), REQUESTED_LINK_DAYS), at);
  return "link queued";
}

type Refusal = EmailFormRefusal;

/** JSON, or for a browser's plain post the form again with its message and what was typed. */
function refuse(request: FastifyRequest, reply: FastifyReply, { formPostPages }: DataRightsRoutesOptions, refusal: Refusal, plain: boolean) {
  return refuseEmailForm(request, reply, { pages: formPostPages, formPath: YOUR_DATA_FORM_PAGE_PATH, plain }, refusal);
}

/** The token from the form (POST) or the link's query (GET). */
function tokenOf(request: FastifyRequest): unknown {
  return bodyOf(request)?.[DATA_RIGHTS_TOKEN_PARAM] ?? (request.query as Record<string, unknown> | undefined)?.[DATA_RIGHTS_TOKEN_PARAM];
}

/** The link's address, or the invalid-link answer already sent. */
async function checkedEmail(request: FastifyRequest, reply: FastifyReply, options: DataRightsRoutesOptions, now: () => Date, page: boolean): Promise<{ email: string; token: string } | undefined> {
  const token = tokenOf(request);
  const check = verifyDataRightsToken(token, await dataRightsSigningKey(options.database), now().getTime());
  if (check.ok && typeof token === "string") return { email: check.payload.email, token };
  request.log.info({ reason: check.ok ? "malformed" : check.reason }, "data-rights link refused");
  if (page) await sendPage(request, reply, options, 400, { view: "invalid" });
  else await sendFailure(reply, 400, TEXT.invalidLink);
  return undefined;
}

/**
 * One of the link's pages: inside the site (the build's renderer, on demand)
 * when there is one, else the same page as bare HTML (a partial copy, the API
 * tests). Either way plain forms that post the token, no script needed.
 */
async function sendPage(request: FastifyRequest, reply: FastifyReply, { formPostPages }: DataRightsRoutesOptions, status: number, state: YourDataPageState) {
  if (formPostPages?.renderer.available()) {
    return sendRenderedPage(request, reply, {
      renderer: formPostPages.renderer,
      url: new URL(YOUR_DATA_VIEW_PAGE_PATH, formPostPages.siteUrl),
      locals: { yourData: state },
      status,
      https: formPostPages.https,
      fallbackText: fallbackText(state),
    });
  }
  return reply.code(status).type("text/html; charset=utf-8").send(bareHtml(state));
}

function bareHtml(state: YourDataPageState): string {
  if (state.view === "data") return yourDataPageHtml(state.held, state.token);
  if (state.view === "result") return resultPageHtml(state.heading, state.text, state.token);
  return invalidLinkPageHtml();
}

/** What the visitor reads if the renderer fails: the news itself; the data page cannot be shown, so the way to try again. */
function fallbackText(state: YourDataPageState): string {
  if (state.view === "result") return `${state.heading}\n${state.text}`;
  if (state.view === "invalid") return `${TEXT.invalidLinkHeading}\n${TEXT.invalidLink}`;
  return `${TEXT.pageHeading}\nThis page could not be shown just now. Nothing has changed; please open the link from the e-mail again in a minute.`;
}

async function showYourData(request: FastifyRequest, reply: FastifyReply, options: DataRightsRoutesOptions, now: () => Date) {
  try {
    const checked = await checkedEmail(request, reply, options, now, true);
    if (!checked) return reply;
    return sendPage(request, reply, options, 200, { view: "data", held: await heldDataOf(options.database, checked.email), token: checked.token });
  } catch (error) {
    request.log.error({ err: error }, "could not show a data-rights page");
    return sendFailure(reply, 503, FAILURE_TEXT.lookupUnavailable);
  }
}

/** Everything held, as a JSON file; recorded as an access request, answered at once. */
async function download(request: FastifyRequest, reply: FastifyReply, options: DataRightsRoutesOptions, now: () => Date) {
  try {
    const checked = await checkedEmail(request, reply, options, now, asksForPage(request.headers.accept));
    if (!checked) return reply;
    const at = now();
    const held = await heldDataOf(options.database, checked.email);
    await recordAccess(options.database, checked.email, { now: at, ip: request.ip });
    const file = { exportedAt: at.toISOString(), controller: "Ankur Startup Incubation Ecosystem", ...held };
    reply.header("Content-Disposition", attachmentDisposition(`ankur-your-data-${at.toISOString().slice(0, 10)}.json`));
    reply.header("X-Content-Type-Options", "nosniff");
    return reply.code(200).type("application/json; charset=utf-8").send(JSON.stringify(file, null, 2));
  } catch (error) {
    request.log.error({ err: error }, "could not prepare a data-rights download");
    return sendFailure(reply, 503, FAILURE_TEXT.lookupUnavailable);
  }
}

type Answering = { request: FastifyRequest; reply: FastifyReply; options: DataRightsRoutesOptions; page: boolean };

/** The result of a button: a page for a browser's post, JSON otherwise. */
function answer({ request, reply, options, page }: Answering, status: number, heading: string, text: string, token: string | undefined, extra: Record<string, unknown> = {}) {
  if (page) return sendPage(request, reply, options, status, { view: "result", heading, text, ...(token ? { token } : {}), ...(status >= 400 ? { refused: true as const } : {}) });
  return status < 400 ? reply.code(status).send({ success: true, message: text, ...extra }) : sendFailure(reply, status, text);
}

async function correct(request: FastifyRequest, reply: FastifyReply, options: DataRightsRoutesOptions, now: () => Date) {
  const page = asksForPage(request.headers.accept);
  try {
    const checked = await checkedEmail(request, reply, options, now, page);
    if (!checked) return reply;
    const parsed = correctionRequestSchema.safeParse(bodyOf(request));
    if (!parsed.success) return answer({ request, reply, options, page }, 422, TEXT.correctionHeading, parsed.error.issues[0]?.message ?? TEXT.correctionRefused, checked.token);
    const { reference: leadReference, field } = parseCorrectionTarget(parsed.data.target);
    const at = now();
    const outcome = await requestCorrection(
      options.database,
      checked.email,
      { leadReference, field, value: parsed.data.value },
      {
        now: at,
        ip: request.ip,
        correctable: (name) => !UNCORRECTABLE_FIELDS.has(name),
        teamMail: (reference) => teamRequestMail({ reference, kind: "correction", dueAt: requestDueAt(at), siteUrl: options.siteUrl }),
      },
    );
    if (!outcome.ok) return answer({ request, reply, options, page }, 422, TEXT.correctionHeading, TEXT.correctionRefused, checked.token);
    options.onMailQueued?.();
    return answer({ request, reply, options, page }, 200, TEXT.correctionHeading, TEXT.correctionSent(outcome.reference), checked.token, { reference: outcome.reference });
  } catch (error) {
    request.log.error({ err: error }, "could not store a correction request");
    return sendFailure(reply, 503, FAILURE_TEXT.storageUnavailable);
  }
}

async function withdraw(request: FastifyRequest, reply: FastifyReply, options: DataRightsRoutesOptions, now: () => Date) {
  const page = asksForPage(request.headers.accept);
  try {
    const checked = await checkedEmail(request, reply, options, now, page);
    if (!checked) return reply;
    const withdrawal = await withdrawConsent(options.database, checked.email, { now: now(), ip: request.ip });
    request.log.info({ leads: withdrawal.leads, mailsStopped: withdrawal.mailsStopped, unsubscribed: withdrawal.unsubscribed }, "consent withdrawn");
    return answer({ request, reply, options, page }, 200, TEXT.withdrawHeading, TEXT.withdrawn(withdrawal.reference), checked.token, { reference: withdrawal.reference });
  } catch (error) {
    request.log.error({ err: error }, "could not withdraw consent");
    return sendFailure(reply, 503, FAILURE_TEXT.storageUnavailable);
  }
}

async function erase(request: FastifyRequest, reply: FastifyReply, options: DataRightsRoutesOptions, now: () => Date) {
  const page = asksForPage(request.headers.accept);
  try {
    const checked = await checkedEmail(request, reply, options, now, page);
    if (!checked) return reply;
    const at = now();
    const reference = await requestErasure(options.database, checked.email, {
      now: at,
      ip: request.ip,
      teamMail: (ref) => teamRequestMail({ reference: ref, kind: "erasure", dueAt: requestDueAt(at), siteUrl: options.siteUrl }),
    });
    options.onMailQueued?.();
    return answer({ request, reply, options, page }, 200, TEXT.erasureHeading, TEXT.erasureSent(reference), checked.token, { reference });
  } catch (error) {
    request.log.error({ err: error }, "could not store an erasure request");
    return sendFailure(reply, 503, FAILURE_TEXT.storageUnavailable);
  }
}
