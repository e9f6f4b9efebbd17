import formbody from "@fastify/formbody";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { SMALL_FORM_BODY_LIMIT } from "../../../contract/leads/lead-limits.ts";
import { isFlatJson } from "./flat-json.ts";
import { JSON_TYPE } from "./lead-body.ts";

/** The error a JSON body gets when it is nested deeper or holds more than a lead can. */
export const NOT_FLAT_JSON = "LEAD_JSON_NOT_FLAT";

/**
 * The lead endpoints' body parsers: JSON checked by a linear pre-scan before
 * it is parsed (flat-json.ts), URL-encoded form posts (@fastify/formbody) and
 * multipart (@fastify/multipart; the route reads its parts as they stream).
 * Registered in the leads' own scope, so no other route takes form posts.
 */
export async function registerLeadBodyParsers(scope: FastifyInstance): Promise<void> {
  const parseJson = scope.getDefaultJsonParser("error", "error");
  scope.removeContentTypeParser(JSON_TYPE);
  scope.addContentTypeParser(JSON_TYPE, { parseAs: "buffer" }, (request, body, done) => {
    const bytes = body as Buffer;
    if (!isFlatJson(bytes)) return done(Object.assign(new Error("JSON body nested too deep or too large"), { statusCode: 400, code: NOT_FLAT_JSON }), undefined);
    parseJson(request, bytes.toString("utf8"), done);
  });
  await scope.register(formbody, { bodyLimit: SMALL_FORM_BODY_LIMIT });
  // Limits are the route's (readMultipartLead); these are only the defaults busboy starts from.
  await scope.register(multipart, { limits: { fieldSize: SMALL_FORM_BODY_LIMIT, files: 0 } });
}
