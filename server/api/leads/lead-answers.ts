import type { FastifyReply } from "fastify";
import type { LeadFailureAnswer } from "../../../contract/leads/lead-answers.ts";
import type { LeadFieldErrors } from "../../../contract/leads/validation-errors.ts";

/** Texts of the failure answers the server writes itself. */
export const FAILURE_TEXT = {
  unsupportedType: (accepted: readonly string[]) => `Please send the form as ${accepted.join(" or ")}.`,
  malformedJson: "The form could not be read: its data is not valid JSON.",
  notFlat: "The form could not be read: expected one JSON object of fields, with lists of choices at most one level down.",
  unreadableForm: "The form could not be read. Please reload the page and send it again.",
  unexpectedFile: "This form takes no file but the pitch deck, and at most one. Please send it without other files.",
  emptyBody: "The form arrived empty. Please fill it in and send it again.",
  notAnObject: "The form could not be read: expected a JSON object of fields.",
  badRequest: "The form could not be read. Please reload the page and try again.",
  smallFormTooLarge: "The form is too large to send. Please shorten your message.",
  incubationTooLarge: "The application is too large to send. The pitch deck may be at most 10MB.",
  tooManyRequests: (after: string) => `Too many submissions from your network. Please try again in ${after}.`,
  storageUnavailable: "We could not save your submission just now. Please try again in a few minutes.",
  lookupUnavailable: "We could not look up your application just now. Please try again in a few minutes.",
  unexpected: "Something went wrong on our side. Please try again in a few minutes.",
  malformedIdempotencyKey:
    "The form could not be read: its Idempotency-Key header must be 16 to 100 letters, digits, '-' or '_'. Please reload the page and try again.",
  idempotencyKeyReused:
    "This form was already sent with different details under the same Idempotency-Key. Please reload the page and send the form again.",
} as const;

export function sendFailure(reply: FastifyReply, status: number, message: string, errors?: LeadFieldErrors): FastifyReply {
  const answer: LeadFailureAnswer = errors && Object.keys(errors).length > 0 ? { success: false, message, errors } : { success: false, message };
  return reply.code(status).send(answer);
}
