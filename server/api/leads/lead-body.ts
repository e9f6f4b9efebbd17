import type { FastifyRequest } from "fastify";
import * as z from "zod/mini";
import { PITCH_DECK_TOO_LARGE } from "../../../contract/leads/lead-messages.ts";
import { PITCH_DECK_MAX_BYTES, SMALL_FORM_BODY_LIMIT } from "../../../contract/leads/lead-limits.ts";
import type { LeadFieldErrors } from "../../../contract/leads/validation-errors.ts";
import { FAILURE_TEXT } from "./lead-answers.ts";

/**
 * What a lead request carried, whichever way it came: JSON (API clients, the
 * deck as a data URL among the fields), a URL-encoded form post, or
 * multipart/form-data (a form post with the deck as a file part, streamed
 * with the 10 MB limit enforced as it arrives).
 */
export type LeadBody = { fields: Record<string, unknown>; pitchDeck?: { bytes: Buffer; fileName: string } };
/** A body refused as it was read; `fields` holds the text fields read before, to put back in a plain post's form. */
export type BodyFailure = { status: number; message: string; errors?: LeadFieldErrors; fields?: Record<string, unknown> };

export const JSON_TYPE = "application/json";
export const FORM_TYPE = "application/x-www-form-urlencoded";
export const MULTIPART_TYPE = "multipart/form-data";

/** The form's file field; the only part that may carry a file. */
export const PITCH_DECK_FIELD = "pitchDeck";

/** Parts a multipart lead may hold: a form has about twenty fields and a list a dozen choices. */
const MAX_PARTS = 100;

export function mediaTypeOf(contentType: string | undefined): string {
  return contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
}

/**
 * The fields as the schema reads them. A form post cannot say "a list":
 * a list field (checkboxes) comes as one text for one ticked box, as
 * repeated fields for several, and not at all for none.
 */
export function formPostFields(fields: Record<string, unknown>, schema: z.ZodMiniType): Record<string, unknown> {
  const normalized: Record<string, unknown> = { ...fields };
  for (const name of listFieldsOf(schema)) {
    const value = normalized[name];
    if (value === undefined) normalized[name] = [];
    else if (!Array.isArray(value)) normalized[name] = [value];
  }
  return normalized;
}

function listFieldsOf(schema: z.ZodMiniType): string[] {
  if (!(schema instanceof z.ZodMiniObject)) return [];
  return Object.entries(schema.shape as Record<string, z.ZodMiniType>)
    .filter(([, field]) => field instanceof z.ZodMiniArray)
    .map(([name]) => name);
}

/**
 * Reads a multipart lead: text fields (repeated names become lists) and, where
 * the form takes one, the pitch deck. A file beyond PITCH_DECK_MAX_BYTES
 * stops the read as soon as its bytes pass the limit.
 */
export async function readMultipartLead(
  request: FastifyRequest,
  { takesPitchDeck, tooLarge }: { takesPitchDeck: boolean; tooLarge: string },
): Promise<LeadBody | BodyFailure> {
  const fields: Record<string, unknown> = Object.create(null);
  let pitchDeck: LeadBody["pitchDeck"];
  try {
    const parts = request.parts({
      // A file past fileSize throws RequestFileTooLargeError (the plugin's default, throwFileSizeLimit).
      limits: { files: takesPitchDeck ? 1 : 0, fileSize: PITCH_DECK_MAX_BYTES, fieldSize: SMALL_FORM_BODY_LIMIT, parts: MAX_PARTS },
    });
    for await (const part of parts) {
      if (part.type === "file") {
        const bytes = await part.toBuffer();
        if (part.fieldname !== PITCH_DECK_FIELD) return { status: 400, message: FAILURE_TEXT.unexpectedFile, fields: { ...fields } };
        // A file input left empty still sends a part, with no name and no bytes.
        if (bytes.length > 0 || part.filename) pitchDeck = { bytes, fileName: part.filename };
        continue;
      }
      if (part.valueTruncated) return { status: 413, message: tooLarge, fields: { ...fields } };
      addField(fields, part.fieldname, typeof part.value === "string" ? part.value : String(part.value));
    }
  } catch (error) {
    return { ...multipartFailure(error, request, tooLarge), fields: { ...fields } };
  }
  return { fields: { ...fields }, ...(pitchDeck ? { pitchDeck } : {}) };
}

function addField(fields: Record<string, unknown>, name: string, value: string): void {
  const earlier = fields[name];
  if (earlier === undefined) fields[name] = value;
  else if (Array.isArray(earlier)) earlier.push(value);
  else fields[name] = [earlier, value];
}

type MultipartError = Error & { code?: string; statusCode?: number };

function multipartFailure(error: unknown, request: FastifyRequest, tooLarge: string): BodyFailure {
  const code = (error as MultipartError).code;
  switch (code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return { status: 413, message: PITCH_DECK_TOO_LARGE, errors: { [PITCH_DECK_FIELD]: PITCH_DECK_TOO_LARGE } };
    case "FST_FILES_LIMIT":
      return { status: 400, message: FAILURE_TEXT.unexpectedFile };
    case "FST_PARTS_LIMIT":
    case "FST_FIELDS_LIMIT":
      return { status: 413, message: tooLarge };
    default:
      // A missing boundary, a part cut short, a field named __proto__: not a form we can read.
      request.log.info({ err: error }, "unreadable multipart lead");
      return { status: 400, message: FAILURE_TEXT.unreadableForm };
  }
}

export function isBodyFailure(body: LeadBody | BodyFailure): body is BodyFailure {
  return "status" in body;
}

