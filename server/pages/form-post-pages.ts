import type { FastifyReply, FastifyRequest } from "fastify";
import type { LeadFormPostState } from "../../contract/leads/form-post-state.ts";
import { FORM_PAGE_PARAM } from "../../contract/leads/form-page-param.ts";
import { leadFieldLabel } from "../../contract/leads/lead-labels.ts";
import { isLeadReference } from "../../contract/leads/lead-reference-format.ts";
import { INCUBATION_SUCCESS_HEADING } from "../../contract/leads/lead-messages.ts";
import type { LeadKind } from "../../contract/leads/lead-paths.ts";
import { LEAD_SUCCESS_TEXTS } from "../../contract/leads/success-texts.ts";
import { THANKS_PATH_PREFIX, formPagePath, leadKindOf } from "../../contract/rendered-pages.ts";
import type { PageRenderer } from "./page-renderer.ts";
import { sendRenderedPage } from "./send-rendered-page.ts";

/** What the server needs to answer with pages: the build's renderer and the site's address. */
export type FormPostPages = { renderer: PageRenderer; siteUrl: URL; https: boolean };

/** A refused plain post: its status, the form's message, the fields' messages and what was typed. */
export type RefusedFormPost = { kind: LeadKind; status: number; message: string; errors?: Readonly<Record<string, string>>; values: LeadFormPostState["values"] };

/** The form again (/forms/<kind>), with the refused post's values and messages, and the refusal's status. */
export function sendFormPage(request: FastifyRequest, reply: FastifyReply, pages: FormPostPages, refused: RefusedFormPost): Promise<FastifyReply> {
  const formPostState: LeadFormPostState = { values: refused.values, fieldErrors: { ...refused.errors }, formError: refused.message };
  const url = new URL(formPagePath(refused.kind), pages.siteUrl);
  // The page the form was posted from, when it names one (?from=apply): the page checks the name and links back there.
  const from = new URL(request.url, pages.siteUrl).searchParams.get(FORM_PAGE_PARAM);
  if (from) url.searchParams.set(FORM_PAGE_PARAM, from);
  return sendRenderedPage(request, reply, {
    renderer: pages.renderer,
    url,
    locals: { formPostState },
    status: refused.status,
    https: pages.https,
    fallbackText: refusedFormText(refused),
  });
}

/**
 * The thanks page (GET /thanks/<kind>?reference=…) when the path is one and
 * the build renders it; undefined leaves the path to the site's files (and
 * its 404), as for a build without the renderer.
 */
export function sendThanksPage(request: FastifyRequest, reply: FastifyReply, pages: FormPostPages, path: string): Promise<FastifyReply> | undefined {
  if (!path.startsWith(THANKS_PATH_PREFIX)) return undefined;
  const kind = leadKindOf(path.slice(THANKS_PATH_PREFIX.length));
  if (!kind || !pages.renderer.available()) return undefined;
  const url = new URL(request.url, pages.siteUrl);
  return sendRenderedPage(request, reply, {
    renderer: pages.renderer,
    url,
    locals: {},
    status: 200,
    https: pages.https,
    fallbackText: thanksText(kind, url.searchParams.get("reference")),
  });
}

function refusedFormText({ kind, message, errors = {} }: RefusedFormPost): string {
  const fields = Object.entries(errors).map(([name, text]) => `${leadFieldLabel(name, kind)}: ${text}`);
  return [message, ...fields, "", "Your form has not been sent yet. Please go back, correct it and send it again."].join("\n");
}

function thanksText(kind: LeadKind, reference: string | null): string {
  const lines = kind === "incubation" ? [INCUBATION_SUCCESS_HEADING, LEAD_SUCCESS_TEXTS[kind]] : [LEAD_SUCCESS_TEXTS[kind]];
  if (isLeadReference(kind, reference)) lines.push(`${kind === "incubation" ? "Application ID" : "Your reference"}: ${reference}`);
  return lines.join("\n");
}
