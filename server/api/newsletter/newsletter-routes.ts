import formbody from "@fastify/formbody";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { HONEYPOT_FIELD } from "../../../contract/leads/lead-fields.ts";
import { SMALL_FORM_BODY_LIMIT } from "../../../contract/leads/lead-limits.ts";
import { fieldErrorsFrom, validationMessage } from "../../../contract/leads/validation-errors.ts";
import { NEWSLETTER_API, NEWSLETTER_PAGES, NEWSLETTER_TOKEN_PARAM } from "../../../contract/newsletter/newsletter-paths.ts";
import { NEWSLETTER_REQUIRED_FIELDS, newsletterSignUpSchema } from "../../../contract/newsletter/newsletter-schema.ts";
import { NEWSLETTER_CONFIRM_LINK_HOURS, NEWSLETTER_TEXTS } from "../../../contract/newsletter/newsletter-texts.ts";
import { confirmSubscriber, newsletterSigningKey, signUpSubscriber, unsubscribeSubscriber } from "../../db/newsletter-repository.ts";
import type { Database } from "../../db/open-database.ts";
import { newsletterConfirmationMail } from "../../mail/newsletter-mail.ts";
import type { FormPostPages } from "../../pages/form-post-pages.ts";
import { sendRenderedPage } from "../../pages/send-rendered-page.ts";
import { type EmailFormRefusal, refuseEmailForm } from "../../pages/email-form-refusal.ts";
import { FAILURE_TEXT, sendFailure } from "../leads/lead-answers.ts";
import { FORM_TYPE, JSON_TYPE, MULTIPART_TYPE, mediaTypeOf } from "../leads/lead-body.ts";
import { newLeadReference } from "../leads/lead-reference.ts";
import { asksForPage } from "../leads/plain-post.ts";
import { rateLimitPluginOptions } from "../leads/rate-limit-store.ts";
import { type ConfirmationLinks, cachedConfirmationLinks } from "../data-rights/data-rights-links.ts";
import { linkButtonPageHtml, linkButtonPageText } from "./newsletter-link-page.ts";
import { type LinkPurpose, linkUrl, signToken, verifyToken } from "./newsletter-links.ts";

export type NewsletterRoutesOptions = {
  database: Database;
  rateLimit: { max: number; windowMs: number };
  /** The public address, for the links in the mails. */
  siteUrl: URL;
  /** Called once a confirmation mail is committed to the outbox. */
  onMailQueued?: () => void;
  /** The build's renderer, to give a browser's refused plain post the form again; without it the answers are JSON. */
  formPostPages?: FormPostPages;
  now?: () => Date;
};

/** The on-demand page that shows the sign-up form again with its message (app/pages/newsletter/sign-up.astro). */
export const NEWSLETTER_FORM_PAGE = "/newsletter/sign-up";

const HOUR_MS = 3_600_000;

/**
 * The newsletter (double opt-in). POST subscribe: the same answer for every
 * valid address, new, pending or already confirmed (202 JSON, or 303 to the
 * "check your inbox" page for a browser's plain post); a confirmation mail
 * with a signed, expiring link goes through the outbox unless the address is
 * confirmed already. The mails' links (confirm, and unsubscribe in every
 * mail): a GET only shows a page with one button, since link scanners open
 * every link in a mail; the button's POST of the token changes the state.
 * A mail program's RFC 8058 one-click POST to the List-Unsubscribe URL (the
 * token in its query) unsubscribes directly.
 */
export async function registerNewsletterRoutes(app: FastifyInstance, options: NewsletterRoutesOptions): Promise<void> {
  const now = options.now ?? (() => new Date());
  const yourDataLinks = cachedConfirmationLinks(options.database, options.siteUrl);
  await app.register(async (scope) => {
    await scope.register(rateLimit, rateLimitPluginOptions(scope, options.database));
    await scope.register(formbody, { bodyLimit: SMALL_FORM_BODY_LIMIT });
    // RFC 8058 lets a mail program send the one-click POST as multipart; its body says nothing the link does not.
    scope.addContentTypeParser(MULTIPART_TYPE, { bodyLimit: SMALL_FORM_BODY_LIMIT }, (_request, payload, done) => {
      payload.resume();
      payload.on("end", () => done(null, {}));
      payload.on("error", (error) => done(error, undefined));
    });
    scope.addHook("onRequest", async (_request, reply) => {
      reply.header("Cache-Control", "no-store");
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
    scope.post(NEWSLETTER_API.signUp, limited, (request, reply) => signUp(request, reply, options, now, yourDataLinks));
    scope.get(NEWSLETTER_API.confirm, limited, (request, reply) => showLinkPage(request, reply, options, now, "confirm"));
    scope.post(NEWSLETTER_API.confirm, limited, (request, reply) => confirm(request, reply, options, now));
    scope.get(NEWSLETTER_API.unsubscribe, limited, (request, reply) => showLinkPage(request, reply, options, now, "unsubscribe"));
    scope.post(NEWSLETTER_API.unsubscribe, limited, (request, reply) => unsubscribe(request, reply, options, now));
  });
}

/** A browser's own form post (no script): answered with pages, not JSON. */
function isPlain(request: FastifyRequest): boolean {
  return mediaTypeOf(request.headers["content-type"]) === FORM_TYPE && asksForPage(request.headers.accept);
}

async function signUp(request: FastifyRequest, reply: FastifyReply, options: NewsletterRoutesOptions, now: () => Date, yourDataLinks: ConfirmationLinks) {
  const type = mediaTypeOf(request.headers["content-type"]);
  if (type !== JSON_TYPE && type !== FORM_TYPE) return sendFailure(reply, 415, FAILURE_TEXT.unsupportedType([JSON_TYPE, FORM_TYPE]));
  const plain = isPlain(request);
  const body = request.body;
  if (typeof body !== "object" || body === null || Array.isArray(body)) return sendFailure(reply, 400, FAILURE_TEXT.notAnObject);
  const input = body as Record<string, unknown>;
  const accepted = () => (plain ? reply.redirect(NEWSLETTER_PAGES.checkInbox, 303) : reply.code(202).send({ success: true, message: NEWSLETTER_TEXTS.signUpSent }));

  const honeypot = input[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    request.log.info({ form: "newsletter" }, "honeypot filled; sign-up discarded");
    return accepted();
  }
  const parsed = newsletterSignUpSchema.safeParse(input);
  if (!parsed.success) {
    const message = validationMessage(input, NEWSLETTER_REQUIRED_FIELDS);
    const errors = fieldErrorsFrom(parsed.error.issues);
    return refuse(request, reply, options, { status: 422, message, errors, email: typeof input.email === "string" ? input.email : "" }, plain);
  }
  const email = parsed.data.email;
  try {
    const key = await newsletterSigningKey(options.database);
    const yourDataLinkFor = await yourDataLinks();
    const at = now();
    const outcome = await signUpSubscriber(options.database, email, {
      now: at,
      newReference: () => newLeadReference("newsletter", at),
      mail: ({ leadId, nonce }) =>
        newsletterConfirmationMail(email, {
          confirm: linkUrl(options.siteUrl, "confirm", signToken({ purpose: "confirm", leadId, nonce, expiresAt: at.getTime() + NEWSLETTER_CONFIRM_LINK_HOURS * HOUR_MS }, key)),
          unsubscribe: linkUrl(options.siteUrl, "unsubscribe", signToken({ purpose: "unsubscribe", leadId }, key)),
          yourData: yourDataLinkFor(email, at),
        }),
    });
    // The outcome goes to the log only: the answer is the same either way, so it tells no one who subscribes.
    request.log.info({ form: "newsletter", outcome }, "newsletter sign-up");
    if (outcome === "confirmation queued") options.onMailQueued?.();
    return accepted();
  } catch (error) {
    request.log.error({ err: error, form: "newsletter" }, "could not store a newsletter sign-up");
    return refuse(request, reply, options, { status: 503, message: FAILURE_TEXT.storageUnavailable, email }, plain);
  }
}

type Refusal = EmailFormRefusal;

/** JSON, or for a browser's plain post the form again with its message and what was typed. */
function refuse(request: FastifyRequest, reply: FastifyReply, { formPostPages }: NewsletterRoutesOptions, refusal: Refusal, plain: boolean) {
  return refuseEmailForm(request, reply, { pages: formPostPages, formPath: NEWSLETTER_FORM_PAGE, plain }, refusal);
}

/** The token: in the body from the link page's form, in the query from the link itself (and a mail program's one-click POST). */
function tokenOf(request: FastifyRequest): unknown {
  const body = request.body;
  const posted = typeof body === "object" && body !== null ? (body as Record<string, unknown>)[NEWSLETTER_TOKEN_PARAM] : undefined;
  return posted ?? (request.query as Record<string, unknown> | undefined)?.[NEWSLETTER_TOKEN_PARAM];
}

/**
 * GET of a mail's link: the page with the one button that posts the token,
 * if the token checks out (else the link-expired page). Nothing changes here.
 */
async function showLinkPage(request: FastifyRequest, reply: FastifyReply, { database, formPostPages }: NewsletterRoutesOptions, now: () => Date, purpose: LinkPurpose) {
  try {
    const token = tokenOf(request);
    const check = verifyToken(token, purpose, await newsletterSigningKey(database), now().getTime());
    if (!check.ok || typeof token !== "string") {
      request.log.info({ reason: check.ok ? "malformed" : check.reason, purpose }, "newsletter link refused");
      return reply.redirect(NEWSLETTER_PAGES.invalidLink, 303);
    }
    reply.header("Cache-Control", "no-store");
    reply.header("X-Robots-Tag", "noindex");
    if (!formPostPages?.renderer.available()) return reply.code(200).type("text/html; charset=utf-8").send(linkButtonPageHtml(purpose, token));
    const url = new URL(purpose === "confirm" ? NEWSLETTER_PAGES.pressToConfirm : NEWSLETTER_PAGES.pressToUnsubscribe, formPostPages.siteUrl);
    url.searchParams.set(NEWSLETTER_TOKEN_PARAM, token);
    return sendRenderedPage(request, reply, {
      renderer: formPostPages.renderer,
      url,
      locals: {},
      status: 200,
      https: formPostPages.https,
      fallbackText: linkButtonPageText(purpose),
    });
  } catch (error) {
    request.log.error({ err: error, purpose }, "could not check a newsletter link");
    return sendFailure(reply, 503, FAILURE_TEXT.storageUnavailable);
  }
}

/** A browser's post (the link page's button) is answered with pages; anything else with JSON. */
function wantsPage(request: FastifyRequest): boolean {
  return asksForPage(request.headers.accept);
}

async function confirm(request: FastifyRequest, reply: FastifyReply, { database }: NewsletterRoutesOptions, now: () => Date) {
  const page = wantsPage(request);
  try {
    const check = verifyToken(tokenOf(request), "confirm", await newsletterSigningKey(database), now().getTime());
    const outcome = check.ok && check.payload.purpose === "confirm" ? await confirmSubscriber(database, check.payload.leadId, check.payload.nonce, now()) : undefined;
    request.log.info({ outcome: outcome ?? (check.ok ? "wrong purpose" : check.reason) }, "newsletter confirmation");
    if (outcome === "confirmed") return page ? reply.redirect(NEWSLETTER_PAGES.confirmed, 303) : reply.code(200).send({ success: true, message: NEWSLETTER_TEXTS.confirmed });
    return page ? reply.redirect(NEWSLETTER_PAGES.invalidLink, 303) : sendFailure(reply, 400, NEWSLETTER_TEXTS.invalidLink);
  } catch (error) {
    request.log.error({ err: error }, "could not confirm a newsletter subscription");
    return sendFailure(reply, 503, FAILURE_TEXT.storageUnavailable);
  }
}

/** The link page's button, or a mail program's one-click POST (RFC 8058: "List-Unsubscribe=One-Click", the token in the URL). */
async function unsubscribe(request: FastifyRequest, reply: FastifyReply, { database }: NewsletterRoutesOptions, now: () => Date) {
  const page = wantsPage(request);
  const how = (request.body as Record<string, unknown> | undefined)?.["List-Unsubscribe"] === "One-Click" ? "one-click" : "button";
  try {
    const check = verifyToken(tokenOf(request), "unsubscribe", await newsletterSigningKey(database));
    if (!check.ok) {
      request.log.info({ reason: check.reason, how }, "newsletter unsubscribe link refused");
      return page ? reply.redirect(NEWSLETTER_PAGES.invalidLink, 303) : sendFailure(reply, 400, NEWSLETTER_TEXTS.invalidLink);
    }
    // An erased lead has no address left to write to: that is unsubscribed too.
    const outcome = await unsubscribeSubscriber(database, check.payload.leadId, now());
    request.log.info({ outcome, how }, "newsletter unsubscribe");
    return page ? reply.redirect(NEWSLETTER_PAGES.unsubscribed, 303) : reply.code(200).send({ success: true, message: NEWSLETTER_TEXTS.unsubscribed });
  } catch (error) {
    request.log.error({ err: error }, "could not unsubscribe from the newsletter");
    return sendFailure(reply, 503, FAILURE_TEXT.storageUnavailable);
  }
}
