import type { RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  APPLICATION_NOT_FOUND,
  APPLICATION_STATUS_REQUIRED_FIELDS,
  APPLICATION_STATUS_ROUTE,
  type ApplicationStatusAnswer,
  applicationStatusQuerySchema,
  visitorStatus,
} from "../../../contract/leads/application-status.ts";
import { fieldErrorsFrom, validationMessage } from "../../../contract/leads/validation-errors.ts";
import { findApplicationStatus } from "../../db/application-status-repository.ts";
import type { Database } from "../../db/open-database.ts";
import type { FormPostPages } from "../../pages/form-post-pages.ts";
import { FAILURE_TEXT } from "./lead-answers.ts";
import { statusLookupReplies } from "./status-lookup-replies.ts";

type RateLimit = RateLimitOptions;

/**
 * POST /api/incubation/status.php { applicationId, email }: 200 with the
 * status in the applicant's words, or 404 with one message whether the ID or
 * the address is wrong. Rate-limited like the forms, per address. A
 * browser's plain post of the lookup form gets the status page instead
 * (status-lookup-replies.ts), with the same status codes.
 */
export function registerApplicationStatusRoute(
  scope: FastifyInstance,
  { database, rateLimit, accepts, formPostPages }: { database: Database; rateLimit: RateLimit; accepts: readonly string[]; formPostPages: FormPostPages | undefined },
): void {
  scope.post(APPLICATION_STATUS_ROUTE, { config: { rateLimit, accepts, statusLookup: true } }, (request, reply) => lookUp(database, formPostPages, request, reply));
}

async function lookUp(database: Database, pages: FormPostPages | undefined, request: FastifyRequest, reply: FastifyReply) {
  const replies = statusLookupReplies(request, reply, pages);
  const body = request.body;
  if (typeof body !== "object" || body === null || Array.isArray(body)) return replies.refuse(400, FAILURE_TEXT.notAnObject);
  const parsed = applicationStatusQuerySchema.safeParse(body);
  if (!parsed.success) {
    return replies.refuse(422, validationMessage(body, APPLICATION_STATUS_REQUIRED_FIELDS), fieldErrorsFrom(parsed.error.issues), body);
  }
  const { applicationId, email } = parsed.data;
  let status: string | undefined;
  try {
    status = await findApplicationStatus(database, applicationId, email);
  } catch (error) {
    request.log.error({ err: error }, "could not look up an application");
    return replies.refuse(503, FAILURE_TEXT.lookupUnavailable, undefined, body);
  }
  if (status === undefined) return replies.refuse(404, APPLICATION_NOT_FOUND, undefined, body);
  const answer: ApplicationStatusAnswer = { success: true, applicationId, status: visitorStatus(status) };
  return replies.found(answer, body);
}
