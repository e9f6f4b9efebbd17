import rateLimit from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod/mini";
import { CONTACT_REQUIRED_FIELDS, contactSchema } from "../../../contract/leads/contact-schema.ts";
import { CORPORATE_INQUIRY_REQUIRED_FIELDS, corporateInquirySchema } from "../../../contract/leads/corporate-inquiry.ts";
import { DOWNLOAD_REQUEST_REQUIRED_FIELDS, downloadRequestSchema } from "../../../contract/leads/download-request-schema.ts";
import { EVENT_REGISTRATION_REQUIRED_FIELDS, eventRegistrationSchema } from "../../../contract/leads/event-registration-schema.ts";
import { INCUBATION_REQUIRED_FIELDS, incubationSchema } from "../../../contract/leads/incubation-schema.ts";
import type { IncubationSuccessAnswer, LeadSuccessAnswer } from "../../../contract/leads/lead-answers.ts";
import { HONEYPOT_FIELD } from "../../../contract/leads/lead-fields.ts";
import { IDEMPOTENCY_KEY_HEADER, isIdempotencyKey } from "../../../contract/leads/idempotency-key.ts";
import { INCUBATION_BODY_LIMIT, PITCH_DECK_MAX_BYTES, SMALL_FORM_BODY_LIMIT } from "../../../contract/leads/lead-limits.ts";
import { INVESTOR_ACCESS_REQUIRED_FIELDS, investorAccessSubmissionSchema } from "../../../contract/leads/investor-access.ts";
import {
  CONTACT_SUCCESS,
  CORPORATE_INQUIRY_SUCCESS,
  DOWNLOAD_REQUEST_SUCCESS,
  EVENT_REGISTRATION_SUCCESS,
  INCUBATION_DEFAULT_MESSAGE,
  INVESTOR_ACCESS_SUCCESS,
  PARTNERSHIP_SUCCESS,
  PITCH_DECK_TOO_LARGE,
  PITCH_DECK_WRONG_TYPE,
} from "../../../contract/leads/lead-messages.ts";
import { type LeadKind, leadRoute } from "../../../contract/leads/lead-paths.ts";
import { PARTNERSHIP_REQUIRED_FIELDS, partnershipSchema } from "../../../contract/leads/partnership-schema.ts";
import { baseFileName, decodedByteLength, parsePitchDeckDataUrl } from "../../../contract/leads/pitch-deck-data-url.ts";
import { fieldErrorsFrom, validationMessage } from "../../../contract/leads/validation-errors.ts";
import { lookUpIdempotencyKey } from "../../db/idempotency-key-lookup.ts";
import { IdempotencyKeyTaken, type KeyedLead, type NewLead, type NewPitchDeck, insertLead } from "../../db/leads-repository.ts";
import type { Database } from "../../db/open-database.ts";
import { leadMessages } from "../../mail/lead-mail.ts";
import { registerApplicationStatusRoute } from "./application-status-route.ts";
import { FAILURE_TEXT, sendFailure } from "./lead-answers.ts";
import { newLeadReference } from "./lead-reference.ts";
import { rateLimitPluginOptions } from "./rate-limit-store.ts";
import { requestHash } from "./request-hash.ts";
import { detectPitchDeckType } from "./pitch-deck-type.ts";

export type LeadRoutesOptions = {
  database: Database;
  rateLimit: { max: number; windowMs: number };
  /** The public address, for the links in the e-mails. */
  siteUrl: URL;
  /** Called once a lead and its e-mails are committed (the mail worker sends them). */
  onLeadStored?: () => void;
};

type LeadForm = {
  kind: LeadKind;
  schema: z.ZodMiniType;
  required: readonly string[];
  bodyLimit: number;
  tooLarge: string;
  successMessage: string;
};

const forms: readonly LeadForm[] = [
  {
    kind: "contact",
    schema: contactSchema,
    required: CONTACT_REQUIRED_FIELDS,
    bodyLimit: SMALL_FORM_BODY_LIMIT,
    tooLarge: FAILURE_TEXT.smallFormTooLarge,
    successMessage: CONTACT_SUCCESS,
  },
  {
    kind: "incubation",
    schema: incubationSchema,
    required: INCUBATION_REQUIRED_FIELDS,
    bodyLimit: INCUBATION_BODY_LIMIT,
    tooLarge: FAILURE_TEXT.incubationTooLarge,
    successMessage: INCUBATION_DEFAULT_MESSAGE,
  },
  {
    kind: "partnership",
    schema: partnershipSchema,
    required: PARTNERSHIP_REQUIRED_FIELDS,
    bodyLimit: SMALL_FORM_BODY_LIMIT,
    tooLarge: FAILURE_TEXT.smallFormTooLarge,
    successMessage: PARTNERSHIP_SUCCESS,
  },
  {
    kind: "corporate-inquiry",
    schema: corporateInquirySchema,
    required: CORPORATE_INQUIRY_REQUIRED_FIELDS,
    bodyLimit: SMALL_FORM_BODY_LIMIT,
    tooLarge: FAILURE_TEXT.smallFormTooLarge,
    successMessage: CORPORATE_INQUIRY_SUCCESS,
  },
  {
    kind: "investor-access",
    schema: investorAccessSubmissionSchema,
    required: INVESTOR_ACCESS_REQUIRED_FIELDS,
    bodyLimit: SMALL_FORM_BODY_LIMIT,
    tooLarge: FAILURE_TEXT.smallFormTooLarge,
    successMessage: INVESTOR_ACCESS_SUCCESS,
  },
  {
    kind: "event-registration",
    schema: eventRegistrationSchema,
    required: EVENT_REGISTRATION_REQUIRED_FIELDS,
    bodyLimit: SMALL_FORM_BODY_LIMIT,
    tooLarge: FAILURE_TEXT.smallFormTooLarge,
    successMessage: EVENT_REGISTRATION_SUCCESS,
  },
  {
    kind: "download-request",
    schema: downloadRequestSchema,
    required: DOWNLOAD_REQUEST_REQUIRED_FIELDS,
    bodyLimit: SMALL_FORM_BODY_LIMIT,
    tooLarge: FAILURE_TEXT.smallFormTooLarge,
    successMessage: DOWNLOAD_REQUEST_SUCCESS,
  },
];

/** Fields of a request that are not stored as the lead's fields. */
const NOT_STORED = new Set([HONEYPOT_FIELD, "pitchDeck", "pitchDeckName"]);

/**
 * The submit endpoints (spec §7) and the application status lookup. Every
 * answer is JSON: 201 with the lead's reference once it and its e-mails are
 * committed, or { success: false, message, errors? } with 400, 413, 415,
 * 422, 429 or 503 — never a stack trace.
 */
export async function registerLeadRoutes(app: FastifyInstance, options: LeadRoutesOptions): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(rateLimit, rateLimitPluginOptions(scope, options.database));
    scope.setErrorHandler(answerError);
    scope.addHook("onRequest", async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      if (!isJson(request.headers["content-type"])) return sendFailure(reply, 415, FAILURE_TEXT.notJson);
    });
    const rateLimitConfig = {
      max: options.rateLimit.max,
      timeWindow: options.rateLimit.windowMs,
      errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) => ({ statusCode: 429, message: FAILURE_TEXT.tooManyRequests(context.after) }),
    };
    for (const form of forms) {
      scope.post(
        leadRoute(form.kind),
        { bodyLimit: form.bodyLimit, config: { tooLarge: form.tooLarge, rateLimit: rateLimitConfig } },
        (request, reply) => submit(form, options, request, reply),
      );
    }
    registerApplicationStatusRoute(scope, { database: options.database, rateLimit: rateLimitConfig });
  });
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** The 413 text of a lead endpoint. */
    tooLarge?: string;
  }
}

async function submit(form: LeadForm, { database, siteUrl, onLeadStored }: LeadRoutesOptions, request: FastifyRequest, reply: FastifyReply) {
  const body = request.body;
  if (typeof body !== "object" || body === null || Array.isArray(body)) return sendFailure(reply, 400, FAILURE_TEXT.notAnObject);
  const input = body as Record<string, unknown>;

  const idempotencyKey = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (idempotencyKey !== undefined && !isIdempotencyKey(idempotencyKey)) return sendFailure(reply, 400, FAILURE_TEXT.malformedIdempotencyKey);

  const honeypot = input[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    // A bot: answer as if all went well, so it learns nothing, and keep nothing.
    request.log.info({ form: form.kind }, "honeypot filled; submission discarded");
    return reply.code(201).send(successAnswer(form, newLeadReference(form.kind)));
  }

  // A repeat of a stored submission (a double click, a retry after a lost answer) gets the first answer and stores nothing.
  const idempotency: NewLead["idempotency"] = idempotencyKey === undefined ? undefined : { key: idempotencyKey, requestHash: requestHash(input) };
  if (idempotency) {
    let earlier: KeyedLead | undefined;
    try {
      earlier = await lookUpIdempotencyKey(database, form.kind, idempotency.key);
    } catch (error) {
      request.log.error({ err: error, form: form.kind }, "could not look up an idempotency key");
      return sendFailure(reply, 503, FAILURE_TEXT.storageUnavailable);
    }
    if (earlier) return answerRepeat(form, earlier, idempotency.requestHash, request, reply);
  }

  if (form.kind === "incubation" && typeof input.pitchDeck === "string") {
    const deck = parsePitchDeckDataUrl(input.pitchDeck);
    if (deck && decodedByteLength(deck.base64) > PITCH_DECK_MAX_BYTES) {
      return sendFailure(reply, 413, PITCH_DECK_TOO_LARGE, { pitchDeck: PITCH_DECK_TOO_LARGE });
    }
  }

  const parsed = form.schema.safeParse(input);
  if (!parsed.success) {
    return sendFailure(reply, 422, validationMessage(input, form.required), fieldErrorsFrom(parsed.error.issues));
  }
  const data = parsed.data as Record<string, string | readonly string[] | undefined>;

  let pitchDeck: NewPitchDeck | undefined;
  if (form.kind === "incubation" && typeof data.pitchDeck === "string" && data.pitchDeck) {
    const bytes = Buffer.from(parsePitchDeckDataUrl(data.pitchDeck)?.base64 ?? "", "base64");
    const type = detectPitchDeckType(bytes);
    if (!type) return sendFailure(reply, 422, PITCH_DECK_WRONG_TYPE, { pitchDeck: PITCH_DECK_WRONG_TYPE });
    const name = typeof data.pitchDeckName === "string" ? data.pitchDeckName : undefined;
    pitchDeck = { mediaType: type.mediaType, bytes, ...(name ? { fileName: baseFileName(name) } : {}) };
  }

  const fields = storedFields(data);
  const email = fields.email ?? "";
  try {
    const saved = await insertLead(
      database,
      { kind: form.kind, email, fields, ...(pitchDeck ? { pitchDeck } : {}), ...(idempotency ? { idempotency } : {}) },
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
              ...(pitchDeck ? { pitchDeck: { fileName: pitchDeck.fileName, mediaType: pitchDeck.mediaType, sizeBytes: pitchDeck.bytes.byteLength } } : {}),
            },
            siteUrl,
          ),
      },
    );
    request.log.info({ form: form.kind, reference: saved.reference, pitchDeckBytes: pitchDeck?.bytes.byteLength }, "lead stored");
    onLeadStored?.();
    return reply.code(201).send(successAnswer(form, saved.reference));
  } catch (error) {
    // Another request with the same key was stored first (two at once): this one is its repeat.
    if (error instanceof IdempotencyKeyTaken && idempotency) return answerRepeat(form, error.lead, idempotency.requestHash, request, reply);
    request.log.error({ err: error, form: form.kind }, "could not store a lead");
    return sendFailure(reply, 503, FAILURE_TEXT.storageUnavailable);
  }
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

function successAnswer(form: LeadForm, reference: string): LeadSuccessAnswer | IncubationSuccessAnswer {
  const answer: LeadSuccessAnswer = { success: true, message: form.successMessage, id: reference };
  return form.kind === "incubation" ? { ...answer, applicationId: reference } : answer;
}

/** The first answer again when the request is the one first sent with the key; 422 when the key came with different content. */
function answerRepeat(form: LeadForm, earlier: KeyedLead, hash: string, request: FastifyRequest, reply: FastifyReply) {
  if (earlier.requestHash !== hash) {
    request.log.warn({ form: form.kind, reference: earlier.reference }, "idempotency key reused with different content");
    return sendFailure(reply, 422, FAILURE_TEXT.idempotencyKeyReused);
  }
  request.log.info({ form: form.kind, reference: earlier.reference }, "repeated submission answered with its first answer");
  return reply.code(201).send(successAnswer(form, earlier.reference));
}

function isJson(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(";")[0]?.trim().toLowerCase();
  return mediaType === "application/json";
}

/** Fastify's own errors (body parsing, limits) and the rate limit's, as lead answers. */
function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status === 413) return sendFailure(reply, 413, request.routeOptions.config.tooLarge ?? FAILURE_TEXT.smallFormTooLarge);
  if (status === 415) return sendFailure(reply, 415, FAILURE_TEXT.notJson);
  if (status === 429) return sendFailure(reply, 429, error.message);
  if (status === 400) {
    if (error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") return sendFailure(reply, 400, FAILURE_TEXT.emptyBody);
    if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError) return sendFailure(reply, 400, FAILURE_TEXT.malformedJson);
    return sendFailure(reply, 400, FAILURE_TEXT.badRequest);
  }
  request.log.error({ err: error }, "unexpected error in a lead endpoint");
  return sendFailure(reply, status >= 400 && status < 600 ? status : 500, FAILURE_TEXT.unexpected);
}
