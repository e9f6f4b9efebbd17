import type { FastifyReply, FastifyRequest } from "fastify";
import { type FoundApplication, VISITOR_STATUS_LABELS } from "../../contract/leads/application-status-page.ts";
import type { LeadFormPostState } from "../../contract/leads/form-post-state.ts";
import { STATUS_LOOKUP_PAGE_PATH } from "../../contract/rendered-pages.ts";
import type { FormPostPages } from "./form-post-pages.ts";
import { sendRenderedPage } from "./send-rendered-page.ts";

/** The status lookup's answer to a browser's plain post: what was typed, and the application found or why none was. */
export type StatusLookupPage = {
  status: number;
  values: LeadFormPostState["values"];
  found?: FoundApplication;
  message?: string;
  errors?: Readonly<Record<string, string>>;
};

/** How the fallback text names the lookup's fields. */
const FIELD_LABELS: Readonly<Record<string, string>> = { applicationId: "Application ID", email: "Email" };

/**
 * The application status page again (STATUS_LOOKUP_PAGE_PATH), with the
 * lookup's status: the status found (200), or the form with the message
 * (404 not found, 422 malformed, 429, 503), the typed ID and address kept.
 */
export function sendStatusLookupPage(request: FastifyRequest, reply: FastifyReply, pages: FormPostPages, page: StatusLookupPage): Promise<FastifyReply> {
  const formPostState: LeadFormPostState = { values: page.values, fieldErrors: { ...page.errors }, ...(page.message ? { formError: page.message } : {}) };
  return sendRenderedPage(request, reply, {
    renderer: pages.renderer,
    url: new URL(STATUS_LOOKUP_PAGE_PATH, pages.siteUrl),
    locals: { formPostState, ...(page.found ? { foundApplication: page.found } : {}) },
    status: page.status,
    https: pages.https,
    fallbackText: statusLookupText(page),
  });
}

function statusLookupText({ found, message, errors = {} }: StatusLookupPage): string {
  if (found) return `Application ${found.applicationId}: ${VISITOR_STATUS_LABELS[found.status]}`;
  const fields = Object.entries(errors).map(([name, text]) => `${FIELD_LABELS[name] ?? name}: ${text}`);
  return [message ?? "", ...fields, "", "Please go back, check the Application ID and e-mail address, and look up again."].join("\n");
}
