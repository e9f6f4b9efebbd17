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
import { FAILURE_TEXT, sendFailure } from "./lead-answers.ts";

type RateLimit = { max: number; timeWindow: number; errorResponseBuilder: (request: FastifyRequest, context: { after: string }) => object };

/**
 * POST /api/incubation/status.php { applicationId, email }: 200 with the
 * status in the applicant's words, or 404 with one message whether the ID or
 * the address is wrong. Rate-limited like the forms, per address.
 */
export function registerApplicationStatusRoute(
  scope: FastifyInstance,
  { database, rateLimit, accepts }: { database: Database; rateLimit: RateLimit; accepts: readonly string[] },
): void {
  scope.post(APPLICATION_STATUS_ROUTE, { config: { rateLimit, accepts } }, (request, reply) => lookUp(database, request, reply));
}

async function lookUp(database: Database, request: FastifyRequest, reply: FastifyReply) {
  const body = request.body;
  if (typeof body !== "object" || body === null || Array.isArray(body)) return sendFailure(reply, 400, FAILURE_TEXT.notAnObject);
  const parsed = applicationStatusQuerySchema.safeParse(body);
  if (!parsed.success) {
    return sendFailure(reply, 422, validationMessage(body, APPLICATION_STATUS_REQUIRED_FIELDS), fieldErrorsFrom(parsed.error.issues));
  }
  const { applicationId, email } = parsed.data;
  let status: string | undefined;
  try {
    status = await findApplicationStatus(database, applicationId, email);
  } catch (error) {
    request.log.error({ err: error }, "could not look up an application");
    return sendFailure(reply, 503, FAILURE_TEXT.lookupUnavailable);
  }
  if (status === undefined) return sendFailure(reply, 404, APPLICATION_NOT_FOUND);
  const answer: ApplicationStatusAnswer = { success: true, applicationId, status: visitorStatus(status) };
  return reply.code(200).send(answer);
}
