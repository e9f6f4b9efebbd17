import rateLimit from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod/mini";
import { CONTACT_REQUIRED_FIELDS, contactSchema } from "../../../contract/leads/contact-schema.ts";
import { INCUBATION_REQUIRED_FIELDS, incubationSchema } from "../../../contract/leads/incubation-schema.ts";
import type { IncubationSuccessAnswer, LeadSuccessAnswer } from "../../../contract/leads/lead-answers.ts";
import { HONEYPOT_FIELD } from "../../../contract/leads/lead-fields.ts";
import { INCUBATION_BODY_LIMIT, PITCH_DECK_MAX_BYTES, SMALL_FORM_BODY_LIMIT } from "../../../contract/leads/lead-limits.ts";
import {
  CONTACT_SUCCESS,
  INCUBATION_DEFAULT_MESSAGE,
  PARTNERSHIP_SUCCESS,
  PITCH_DECK_TOO_LARGE,
  PITCH_DECK_WRONG_TYPE,
} from "../../../contract/leads/lead-messages.ts";
import { type LeadKind, leadRoute } from "../../../contract/leads/lead-paths.ts";
import { PARTNERSHIP_REQUIRED_FIELDS, partnershipSchema } from "../../../contract/leads/partnership-schema.ts";
import { baseFileName, decodedByteLength, parsePitchDeckDataUrl } from "../../../contract/leads/pitch-deck-data-url.ts";
import { fieldErrorsFrom, validationMessage } from "../../../contract/leads/validation-errors.ts";
import { type NewPitchDeck, insertLead } from "../../db/leads-repository.ts";
import type { Database } from "../../db/open-database.ts";
import { FAILURE_TEXT, sendFailure } from "./lead-answers.ts";
import { newLeadReference } from "./lead-reference.ts";
import { detectPitchDeckType } from "./pitch-deck-type.ts";

export type LeadRoutesOptions = {
  database: Database;
  rateLimit: { max: number; windowMs: number };
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
];

/** Fields of a request that are not stored as the lead's fields. */
const NOT_STORED = new Set([HONEYPOT_FIELD, "pitchDeck", "pitchDeckName"]);

/**
 * The three submit endpoints (spec §7). Every answer is JSON: 201 with the
 * lead's reference once it is committed, or { success: false, message,
 * errors? } with 400, 413, 415, 422, 429 or 503 — never a stack trace.
 */
export async function registerLeadRoutes(app: FastifyInstance, options: LeadRoutesOptions): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(rateLimit, { global: false });
    scope.setErrorHandler(answerError);
    scope.addHook("onRequest", async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      if (!isJson(request.headers["content-type"])) return sendFailure(reply, 415, FAILURE_TEXT.notJson);
    });
    for (const form of forms) {
      scope.post(
        leadRoute(form.kind),
        {
          bodyLimit: form.bodyLimit,
          config: {
            tooLarge: form.tooLarge,
            rateLimit: {
              max: options.rateLimit.max,
              timeWindow: options.rateLimit.windowMs,
              errorResponseBuilder: (_request, context) => ({ statusCode: 429, message: FAILURE_TEXT.tooManyRequests(context.after) }),
            },
          },
        },
        (request, reply) => submit(form, options.database, request, reply),
      );
    }
  });
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** The 413 text of a lead endpoint. */
    tooLarge?: string;
  }
}

async function submit(form: LeadForm, database: Database, request: FastifyRequest, reply: FastifyReply) {
  const body = request.body;
  if (typeof body !== "object" || body === null || Array.isArray(body)) return sendFailure(reply, 400, FAILURE_TEXT.notAnObject);
  const input = body as Record<string, unknown>;

  const honeypot = input[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    // A bot: answer as if all went well, so it learns nothing, and keep nothing.
    request.log.info({ form: form.kind }, "honeypot filled; submission discarded");
    return reply.code(201).send(successAnswer(form, newLeadReference(form.kind)));
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
  const data = parsed.data as Record<string, string | undefined>;

  let pitchDeck: NewPitchDeck | undefined;
  if (form.kind === "incubation" && data.pitchDeck) {
    const bytes = Buffer.from(parsePitchDeckDataUrl(data.pitchDeck)?.base64 ?? "", "base64");
    const type = detectPitchDeckType(bytes);
    if (!type) return sendFailure(reply, 422, PITCH_DECK_WRONG_TYPE, { pitchDeck: PITCH_DECK_WRONG_TYPE });
    pitchDeck = { mediaType: type.mediaType, bytes, ...(data.pitchDeckName ? { fileName: baseFileName(data.pitchDeckName) } : {}) };
  }

  const fields = Object.fromEntries(Object.entries(data).filter(([name, value]) => value !== undefined && !NOT_STORED.has(name)));
  try {
    const saved = await insertLead(
      database,
      { kind: form.kind, email: data.email ?? "", fields, ...(pitchDeck ? { pitchDeck } : {}) },
      { newReference: () => newLeadReference(form.kind) },
    );
    request.log.info({ form: form.kind, reference: saved.reference, pitchDeckBytes: pitchDeck?.bytes.byteLength }, "lead stored");
    return reply.code(201).send(successAnswer(form, saved.reference));
  } catch (error) {
    request.log.error({ err: error, form: form.kind }, "could not store a lead");
    return sendFailure(reply, 503, FAILURE_TEXT.storageUnavailable);
  }
}

function successAnswer(form: LeadForm, reference: string): LeadSuccessAnswer | IncubationSuccessAnswer {
  const answer: LeadSuccessAnswer = { success: true, message: form.successMessage, id: reference };
  return form.kind === "incubation" ? { ...answer, applicationId: reference } : answer;
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
