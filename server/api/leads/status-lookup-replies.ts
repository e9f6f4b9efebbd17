import type { FastifyReply, FastifyRequest } from "fastify";
import { APPLICATION_STATUS_REQUIRED_FIELDS, type ApplicationStatusAnswer } from "../../../contract/leads/application-status.ts";
import type { LeadFormPostState } from "../../../contract/leads/form-post-state.ts";
import type { LeadFieldErrors } from "../../../contract/leads/validation-errors.ts";
import type { FormPostPages } from "../../pages/form-post-pages.ts";
import { sendStatusLookupPage } from "../../pages/status-lookup-page.ts";
import { sendFailure } from "./lead-answers.ts";
import { isPlainPost } from "./plain-post.ts";

/** How one status lookup is answered: JSON, or the status page for a browser's plain post. */
export type StatusLookupReplies = {
  /** Nothing found, or not asked right: JSON { success: false, … }, or the page with the message and what was typed. */
  refuse(status: number, message: string, errors?: LeadFieldErrors, fields?: unknown): FastifyReply | Promise<FastifyReply>;
  /** 200: the JSON answer, or the page with the status and the form as typed. */
  found(answer: ApplicationStatusAnswer, fields: unknown): FastifyReply | Promise<FastifyReply>;
};

/**
 * The lookup's answers. A browser's plain post (plain-post.ts, the same
 * rule as the lead forms) gets the status page rendered on demand instead
 * of JSON, which it would show as a dead end; API clients and the island
 * (Accept: application/json) keep the JSON.
 */
export function statusLookupReplies(request: FastifyRequest, reply: FastifyReply, pages: FormPostPages | undefined): StatusLookupReplies {
  const plainPages = pages && isPlainPost(request, pages.renderer) ? pages : undefined;
  return {
    refuse: (status, message, errors, fields) =>
      plainPages
        ? sendStatusLookupPage(request, reply, plainPages, { status, message, ...(errors ? { errors } : {}), values: lookupValues(fields) })
        : sendFailure(reply, status, message, errors),
    found: (answer, fields) =>
      plainPages
        ? sendStatusLookupPage(request, reply, plainPages, { status: 200, found: { applicationId: answer.applicationId, status: answer.status }, values: lookupValues(fields) })
        : reply.code(200).send(answer),
  };
}

/** The typed ID and address, as typed, to put back in the form; nothing else a post carried. */
export function lookupValues(fields: unknown): LeadFormPostState["values"] {
  const values: Record<string, string> = {};
  if (typeof fields !== "object" || fields === null) return values;
  for (const name of APPLICATION_STATUS_REQUIRED_FIELDS) {
    const value = (fields as Record<string, unknown>)[name];
    if (typeof value === "string") values[name] = value;
  }
  return values;
}
