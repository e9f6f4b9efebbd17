import rateLimit from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { IDEMPOTENCY_KEY_HEADER, isIdempotencyKey } from "../../../contract/leads/idempotency-key.ts";
import type { IncubationSuccessAnswer, LeadSuccessAnswer } from "../../../contract/leads/lead-answers.ts";
import { CHALLENGE_FIELD, CHALLENGE_REFUSED } from "../../../contract/leads/lead-challenge.ts";
import { withoutEnvelope } from "../../../contract/leads/lead-envelope.ts";
import { HONEYPOT_FIELD } from "../../../contract/leads/lead-fields.ts";
import { PITCH_DECK_MAX_BYTES } from "../../../contract/leads/lead-limits.ts";
import { PITCH_DECK_TOO_LARGE, PITCH_DECK_WRONG_TYPE } from "../../../contract/leads/lead-messages.ts";
import { type LeadKind, leadRoute } from "../../../contract/leads/lead-paths.ts";
import { decodedByteLength, parsePitchDeckDataUrl } from "../../../contract/leads/pitch-deck-data-url.ts";
import { visibleFileName } from "../../../contract/leads/file-name.ts";
import { fieldErrorsFrom, validationMessage } from "../../../contract/leads/validation-errors.ts";
import { lookUpIdempotencyKey } from "../../db/idempotency-key-lookup.ts";
import { IdempotencyKeyTaken, type KeyedLead, type NewLead, type NewPitchDeck, insertLead } from "../../db/leads-repository.ts";
import type { Database } from "../../db/open-database.ts";
import { spendChallenge } from "../../db/spent-challenges-repository.ts";
import { leadMessages } from "../../mail/lead-mail.ts";
import { leadCreatedHook, wakeWebhooks } from "../../db/webhooks-repository.ts";
import { type ChallengeCheck, type ChallengeKeys, challengeKeys, checkChallenge } from "../lead-challenge/lead-challenge.ts";
import { registerChallengeRoute } from "../lead-challenge/challenge-route.ts";
import { type ConfirmationLinks, cachedConfirmationLinks } from "../data-rights/data-rights-links.ts";
import { addressGroup } from "./address-group.ts";
import { leadOrigin } from "./lead-origin.ts";
import type { FormPostPages } from "../../pages/form-post-pages.ts";
import { registerApplicationStatusRoute } from "./application-status-route.ts";
import { FAILURE_TEXT, sendFailure } from "./lead-answers.ts";
import { type BodyFailure, FORM_TYPE, JSON_TYPE, type LeadBody, MULTIPART_TYPE, PITCH_DECK_FIELD, formPostFields, isBodyFailure, mediaTypeOf, readMultipartLead } from "./lead-body.ts";
import { NOT_FLAT_JSON, registerLeadBodyParsers } from "./lead-body-parsers.ts";
import { LEAD_FORMS, type LeadForm } from "./lead-forms.ts";
import { newLeadReference } from "./lead-reference.ts";
import { type LeadReplies, leadReplies } from "./lead-replies.ts";
import { detectPitchDeckType } from "./pitch-deck-type.ts";
import { isPlainPost, plainPostKeys } from "./plain-post.ts";
import { rateLimitPluginOptions } from "./rate-limit-store.ts";
import { requestHash } from "./request-hash.ts";
import { statusLookupReplies } from "./status-lookup-replies.ts";

export type LeadRoutesOptions = {
  database: Database;
  /**
   * Submissions one address may make per form and window: `max` without a
   * solved spam check (no JavaScript, an API client), `verifiedMax` with one.
   * The two are counted apart, so a flood of unchecked posts from a shared
   * address does not shut out the visitors behind it whose browsers solve it.
   */
  rateLimit: { max: number; verifiedMax: number; windowMs: number };
  /** The secret that signs the spam check's challenges (challenge-key.ts). */
  challengeKey: string;
  /** The public address, for the links in the e-mails. */
  siteUrl: URL;
  /** How long a lead may be kept: the life of the link to the person's data in its confirmation (LEAD_RETENTION_MONTHS). */
  leadRetentionMonths?: number;
  /** Called once a lead and its e-mails are committed (the mail worker sends them). */
  onLeadStored?: () => void;
  /** The build's pages for a browser's plain post (the thanks page, the form again); without them every answer is JSON. */
  formPostPages?: FormPostPages;
};

/** The application status lookup is a small form too: JSON, or a plain form post. */
const STATUS_LOOKUP_TYPES = [JSON_TYPE, FORM_TYPE] as const;

/** What the route's first step read of a lead request (readLeadRequest), for the rate limit and the handler. */
type LeadRequest = { body: LeadBody | BodyFailure; challenge: ChallengeCheck };

/** Fields of a request that are not stored as the lead's fields. */
const NOT_STORED = new Set([HONEYPOT_FIELD, PITCH_DECK_FIELD, "pitchDeckName"]);

/**
 * The submit endpoints (spec §7) and the application status lookup. Each
 * takes JSON and the form posts a browser sends without JavaScript (see
 * LEAD_FORMS), checked by the same schemas. The answers are JSON: 201 with
 * the lead's reference once it and its e-mails are committed, or
 * { success: false, message, errors? } with 400, 413, 415, 422, 429 or 503.
 * A browser's plain post to a lead form (a form body asking for a page,
 * plain-post.ts) gets pages instead where the build renders them: 303 to
 * the form's thanks page, or the form again with the same status; one to
 * the status lookup gets the status page with the lookup's answer.
 */
export async function registerLeadRoutes(app: FastifyInstance, options: LeadRoutesOptions): Promise<void> {
  const keys = challengeKeys(options.challengeKey);
  const routeContext: LeadRouteContext = { ...options, yourDataLinks: cachedConfirmationLinks(options.database, options.siteUrl, options.leadRetentionMonths) };
  await app.register(async (scope) => {
    await scope.register(rateLimit, rateLimitPluginOptions(scope, options.database));
    scope.decorateRequest("leadRequest", null);
    await registerLeadBodyParsers(scope);
    scope.setErrorHandler((error: FastifyError, request, reply) => answerError(error, request, reply, options.formPostPages));
    scope.addHook("onRequest", async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      // The spam check's challenge is fetched: it has no body.
      if (request.method === "GET") return;
      const accepts = request.routeOptions.config.accepts ?? [JSON_TYPE];
      if (!accepts.includes(mediaTypeOf(request.headers["content-type"]))) {
        return refusalReplies(request, reply, options.formPostPages).refuse(415, FAILURE_TEXT.unsupportedType(accepts));
      }
    });
    const solved = (request: FastifyRequest) => request.leadRequest?.challenge.outcome === "solved";
    const rateLimitConfig = {
      max: async (request: FastifyRequest) => (solved(request) ? options.rateLimit.verifiedMax : options.rateLimit.max),
      keyGenerator: async (request: FastifyRequest) => `${solved(request) ? "verified" : "unverified"} ${addressGroup(request.ip)}`,
      timeWindow: options.rateLimit.windowMs,
      errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) => ({ statusCode: 429, message: FAILURE_TEXT.tooManyRequests(context.after) }),
      // Counted once the whole body is read (readLeadRequest, the route's first step: the limit
      // depends on the spam check inside it), so that a plain post refused by the limit still gets
      // its form back with what was typed: many visitors share one address (a campus, a mobile network's NAT).
      hook: "preHandler" as const,
    };
    for (const form of LEAD_FORMS) {
      scope.post(
        leadRoute(form.kind),
        {
          bodyLimit: form.bodyLimit,
          config: { leadKind: form.kind, tooLarge: form.tooLarge, accepts: form.accepts, rateLimit: rateLimitConfig },
          // Runs before the rate limit's own preHandler, which the plugin appends to the route's.
          preHandler: async (request, reply) => {
            request.leadRequest = await readLeadRequest(form, keys, request, reply, options.formPostPages);
          },
        },
        (request, reply) => submit(form, routeContext, request, reply),
      );
    }
    registerChallengeRoute(scope, {
      database: options.database,
      keys,
      rateLimit: { max: options.rateLimit.verifiedMax * CHALLENGES_PER_SUBMISSION, timeWindow: options.rateLimit.windowMs, errorResponseBuilder: rateLimitConfig.errorResponseBuilder },
    });
    registerApplicationStatusRoute(scope, { database: options.database, rateLimit: rateLimitConfig, accepts: STATUS_LOOKUP_TYPES, formPostPages: options.formPostPages });
  });
}

/**
 * Challenges one address may fetch per window, per allowed verified
 * submission: a visitor may open several forms, and a challenge that runs out
 * is fetched again.
 */
const CHALLENGES_PER_SUBMISSION = 3;

/**
 * The route's first step: the body (all of it, a multipart one too) and the
 * spam check's verdict on the payload in it. A body that cannot be read is
 * kept as its failure, answered by the handler.
 */
async function readLeadRequest(form: LeadForm, keys: ChallengeKeys, request: FastifyRequest, reply: FastifyReply, pages: FormPostPages | undefined): Promise<LeadRequest> {
  const body = await readBody(form, request, { plain: leadReplies(request, reply, form.kind, pages).plain });
  const challenge: ChallengeCheck = isBodyFailure(body) ? { outcome: "absent" } : await checkChallenge(body.fields[CHALLENGE_FIELD], keys);
  return { body, challenge };
}

declare module "fastify" {
  interface FastifyRequest {
    /** A lead request as its route's first step read it; null elsewhere. */
    leadRequest: LeadRequest | null;
  }
  interface FastifyContextConfig {
    /** The form a lead endpoint takes, for its answers to a plain post. */
    leadKind?: LeadKind;
    /** The 413 text of a lead endpoint. */
    tooLarge?: string;
    /** The media types a lead endpoint takes; others get 415. */
    accepts?: readonly string[];
    /** The application status lookup, whose plain post is answered with the status page. */
    statusLookup?: boolean;
  }
}

/** What a submission needs besides the request: the options, and the links to the person's data for the confirmation. */
type LeadRouteContext = LeadRoutesOptions & { yourDataLinks: ConfirmationLinks };

async function submit(form: LeadForm, { database, siteUrl, onLeadStored, formPostPages, yourDataLinks }: LeadRouteContext, request: FastifyRequest, reply: FastifyReply) {
  const replies = leadReplies(request, reply, form.kind, formPostPages);
  if (!request.leadRequest) throw new Error("the lead route's first step did not run");
  const { body, challenge } = request.leadRequest;
  if (isBodyFailure(body)) return replies.refuse(body.status, body.message, body.errors, body.fields);
  const input = body.fields;
  const refuse = (status: number, message: string, errors?: Record<string, string>) => replies.refuse(status, message, errors, input);

  const idempotencyKey = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (idempotencyKey !== undefined && !isIdempotencyKey(idempotencyKey)) return refuse(400, FAILURE_TEXT.malformedIdempotencyKey);

  const honeypot = input[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    // A bot: answer as if all went well, so it learns nothing, and keep nothing.
    request.log.info({ form: form.kind }, "honeypot filled; submission discarded");
    return replies.stored(successAnswer(form, newLeadReference(form.kind)));
  }

  if (challenge.outcome === "refused") {
    // The form's script solves a new challenge and sends again when errors name the check (a person never sees this).
    const text = CHALLENGE_REFUSED[challenge.refusal];
    request.log.info({ form: form.kind, refusal: challenge.refusal }, "spam check refused");
    return refuse(422, text, replies.plain ? undefined : { [CHALLENGE_FIELD]: text });
  }

  if (typeof input.pitchDeck === "string") {
    const deck = parsePitchDeckDataUrl(input.pitchDeck);
    if (deck && decodedByteLength(deck.base64) > PITCH_DECK_MAX_BYTES) {
      return refuse(413, PITCH_DECK_TOO_LARGE, { pitchDeck: PITCH_DECK_TOO_LARGE });
    }
  }

  const parsed = form.schema.safeParse(withoutEnvelope(input));
  if (!parsed.success) {
    return refuse(422, validationMessage(input, form.required), fieldErrorsFrom(parsed.error.issues));
  }
  const data = parsed.data as Record<string, string | readonly string[] | undefined>;

  const pitchDeck = await pitchDeckOf(data, body.pitchDeck);
  if (pitchDeck === "wrong type") return refuse(422, PITCH_DECK_WRONG_TYPE, { pitchDeck: PITCH_DECK_WRONG_TYPE });

  const fields = storedFields(data);
  // A repeat of a stored submission (a double click, a retry after a lost answer) gets the first answer and stores nothing.
  // The hash is of the checked values, so no shape a client sends can make hashing costly.
  const { idempotency, earlierKeys } = idempotencyOf(idempotencyKey, replies, () => requestHash({ fields: hashedFields(form, fields), pitchDeck }));
  if (idempotency) {
    let earlier: KeyedLead | undefined;
    try {
      const found = await Promise.all(earlierKeys.map((key) => lookUpIdempotencyKey(database, form.kind, key)));
      earlier = found.find((lead) => lead !== undefined);
    } catch (error) {
      request.log.error({ err: error, form: form.kind }, "could not look up an idempotency key");
      return refuse(503, FAILURE_TEXT.storageUnavailable);
    }
    if (earlier) return answerRepeat(form, earlier, idempotency.requestHash, request, replies, input);
  }

  if (challenge.outcome === "solved") {
    let fresh: boolean;
    try {
      fresh = await spendChallenge(database, challenge.id, challenge.expiresAt);
    } catch (error) {
      request.log.error({ err: error, form: form.kind }, "could not spend a spam-check challenge");
      return refuse(503, FAILURE_TEXT.storageUnavailable);
    }
    if (!fresh) {
      request.log.warn({ form: form.kind }, "spam-check solution sent again");
      return refuse(422, CHALLENGE_REFUSED.used, replies.plain ? undefined : { [CHALLENGE_FIELD]: CHALLENGE_REFUSED.used });
    }
  }

  const email = fields.email ?? "";
  try {
    const yourDataLinkFor = await yourDataLinks();
    const saved = await insertLead(
      database,
      {
        kind: form.kind,
        email,
        fields,
        verification: challenge.outcome === "solved" ? "verified" : "unverified",
        origin: leadOrigin(input, request.headers.referer, siteUrl),
        ...(pitchDeck ? { pitchDeck } : {}),
        ...(idempotency ? { idempotency } : {}),
      },
      {
        newReference: () => newLeadReference(form.kind),
        // The team's notification and the visitor's confirmation stand or fall with the lead.
        messages: (lead) =>
          leadMessages(
            {
              kind: form.kind,
              reference: lead.reference,
              submittedAt: lead.submittedAt,
              email,
              fields,
              yourDataUrl: yourDataLinkFor(email, lead.submittedAt),
              ...(pitchDeck ? { pitchDeck: { fileName: pitchDeck.fileName, mediaType: pitchDeck.mediaType, sizeBytes: pitchDeck.bytes.byteLength } } : {}),
            },
            siteUrl,
          ),
        // The CRM's "lead.created" event too, when LEAD_WEBHOOK_URLS is set (webhooks-repository.ts).
        alongside: leadCreatedHook(database),
      },
    );
    request.log.info({ form: form.kind, reference: saved.reference, pitchDeckBytes: pitchDeck?.bytes.byteLength }, "lead stored");
    onLeadStored?.();
    wakeWebhooks(database);
    return replies.stored(successAnswer(form, saved.reference));
  } catch (error) {
    // Another request with the same key was stored first (two at once): this one is its repeat.
    if (error instanceof IdempotencyKeyTaken && idempotency) return answerRepeat(form, error.lead, idempotency.requestHash, request, replies, input);
    request.log.error({ err: error, form: form.kind }, "could not store a lead");
    return refuse(503, FAILURE_TEXT.storageUnavailable);
  }
}

/**
 * The key a submission is stored under, and the keys a repeat of it would
 * have been stored under: the client's Idempotency-Key; for a browser's plain
 * post, which cannot send one, keys derived from its checked values, this
 * window's and the last (plainPostKeys); none for an API call without a key.
 */
function idempotencyOf(
  idempotencyKey: string | undefined,
  replies: LeadReplies,
  hash: () => string,
): { idempotency: NewLead["idempotency"]; earlierKeys: readonly string[] } {
  if (idempotencyKey !== undefined) return { idempotency: { key: idempotencyKey, requestHash: hash() }, earlierKeys: [idempotencyKey] };
  if (!replies.plain) return { idempotency: undefined, earlierKeys: [] };
  const valuesHash = hash();
  const keys = plainPostKeys(valuesHash, Date.now());
  return { idempotency: { key: keys[0], requestHash: valuesHash }, earlierKeys: keys };
}

/**
 * The fields of a plain post refused before its handler ran (the rate
 * limit), to give the visitor their form back as they typed it; nothing for
 * other requests, whose answers carry no values.
 */
function readForFormPage(request: FastifyRequest, pages: FormPostPages | undefined): unknown {
  if (!pages || !isPlainPost(request, pages.renderer)) return undefined;
  // The lookup takes no multipart: its body is parsed by the time the limit counts; a lead's was read by its first step.
  if (request.routeOptions.config.statusLookup) return request.body;
  return request.leadRequest?.body.fields;
}

/**
 * The request's fields (and a multipart deck), whichever of the form's media
 * types it came as. A multipart body declared larger than the form takes is
 * refused before it is read, except a browser's plain post: its text fields
 * are read until the deck passes its limit, so that the form comes back
 * with what was typed.
 */
async function readBody(form: LeadForm, request: FastifyRequest, { plain }: { plain: boolean }): Promise<LeadBody | BodyFailure> {
  const type = mediaTypeOf(request.headers["content-type"]);
  if (type === MULTIPART_TYPE) {
    const declared = Number(request.headers["content-length"]);
    if (declared > form.bodyLimit && !plain) return { status: 413, message: form.tooLarge };
    const body = await readMultipartLead(request, { takesPitchDeck: form.takesPitchDeck, tooLarge: form.tooLarge });
    return isBodyFailure(body) ? body : { ...body, fields: formPostFields(body.fields, form.schema) };
  }
  const parsed = request.body;
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return { status: 400, message: FAILURE_TEXT.notAnObject };
  const fields = parsed as Record<string, unknown>;
  return { fields: type === FORM_TYPE ? formPostFields(fields, form.schema) : fields };
}

/** The checked deck: from a multipart file part, or the JSON's data URL; its type read from its bytes. */
async function pitchDeckOf(
  data: Readonly<Record<string, string | readonly string[] | undefined>>,
  uploaded: LeadBody["pitchDeck"],
): Promise<NewPitchDeck | undefined | "wrong type"> {
  let bytes: Buffer | undefined;
  let name: string | undefined;
  if (uploaded) {
    bytes = uploaded.bytes;
    name = uploaded.fileName;
  } else if (typeof data.pitchDeck === "string" && data.pitchDeck) {
    bytes = Buffer.from(parsePitchDeckDataUrl(data.pitchDeck)?.base64 ?? "", "base64");
    name = typeof data.pitchDeckName === "string" ? data.pitchDeckName : undefined;
  }
  if (!bytes) return undefined;
  const type = await detectPitchDeckType(bytes);
  if (!type) return "wrong type";
  const fileName = name ? visibleFileName(name) : "";
  return { mediaType: type.mediaType, bytes, ...(fileName ? { fileName } : {}) };
}

/**
 * The fields as stored: what the visitor filled in, without the honeypot and
 * the pitch deck; a list of choices (interests, investment focus) as one text,
 * "Process Automation, Innovation Consulting" (no option holds a comma), and
 * left out when nothing was chosen.
 */
export function storedFields(data: Readonly<Record<string, string | readonly string[] | undefined>>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(data)) {
    if (value === undefined || NOT_STORED.has(name)) continue;
    const text = typeof value === "string" ? value : value.join(", ");
    if (text !== "") fields[name] = text;
  }
  return fields;
}

/** The stored fields that make two requests the same one: all but the form's moments (LeadForm.notHashed). */
function hashedFields(form: LeadForm, fields: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !form.notHashed?.includes(name)));
}

function successAnswer(form: LeadForm, reference: string): LeadSuccessAnswer | IncubationSuccessAnswer {
  const answer: LeadSuccessAnswer = { success: true, message: form.successMessage, id: reference };
  return form.kind === "incubation" ? { ...answer, applicationId: reference } : answer;
}

/** The first answer again when the request is the one first sent with the key; 422 when the key came with different content. */
function answerRepeat(form: LeadForm, earlier: KeyedLead, hash: string, request: FastifyRequest, replies: LeadReplies, fields: unknown) {
  if (earlier.requestHash !== hash) {
    request.log.warn({ form: form.kind, reference: earlier.reference }, "idempotency key reused with different content");
    return replies.refuse(422, FAILURE_TEXT.idempotencyKeyReused, undefined, fields);
  }
  request.log.info({ form: form.kind, reference: earlier.reference }, "repeated submission answered with its first answer");
  return replies.stored(successAnswer(form, earlier.reference));
}

/** The answers of a refusal before the route reads the body: a lead form's or the status lookup's (JSON or its page), or the JSON of the scope's other routes. */
function refusalReplies(request: FastifyRequest, reply: FastifyReply, pages: FormPostPages | undefined): Pick<LeadReplies, "refuse"> {
  const kind = request.routeOptions.config.leadKind;
  if (kind) return leadReplies(request, reply, kind, pages);
  if (request.routeOptions.config.statusLookup) return statusLookupReplies(request, reply, pages);
  return { refuse: (status, message, errors) => sendFailure(reply, status, message, errors) };
}

/**
 * Fastify's own errors (body parsing, limits) and the rate limit's, as lead
 * answers. A plain post's form page keeps the values the server read: those
 * of a rate-limited post are read for it; a URL-encoded body over the form's
 * limit (no form's fields come near it) is refused unread.
 */
function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply, pages: FormPostPages | undefined) {
  const { refuse } = refusalReplies(request, reply, pages);
  const status = error.statusCode ?? 500;
  if (status === 413) return refuse(413, request.routeOptions.config.tooLarge ?? FAILURE_TEXT.smallFormTooLarge);
  if (status === 415) return refuse(415, FAILURE_TEXT.unsupportedType(request.routeOptions.config.accepts ?? [JSON_TYPE]));
  if (status === 429) return refuse(429, error.message, undefined, readForFormPage(request, pages));
  if (status === 400) {
    if (error.code === NOT_FLAT_JSON) return refuse(400, FAILURE_TEXT.notFlat);
    if (error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") return refuse(400, FAILURE_TEXT.emptyBody);
    if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError) return refuse(400, FAILURE_TEXT.malformedJson);
    return refuse(400, FAILURE_TEXT.badRequest);
  }
  request.log.error({ err: error }, "unexpected error in a lead endpoint");
  return refuse(status >= 400 && status < 600 ? status : 500, FAILURE_TEXT.unexpected);
}
