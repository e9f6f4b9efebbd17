import type { FastifyReply, FastifyRequest } from "fastify";
import { FORM_PAGE_PARAM } from "../../../contract/leads/form-page-param.ts";
import { thanksPath } from "../../../contract/leads/form-post-state.ts";
import type { LeadSuccessAnswer } from "../../../contract/leads/lead-answers.ts";
import type { LeadKind } from "../../../contract/leads/lead-paths.ts";
import type { LeadFieldErrors } from "../../../contract/leads/validation-errors.ts";
import { type FormPostPages, sendFormPage } from "../../pages/form-post-pages.ts";
import { sendFailure } from "./lead-answers.ts";
import { formPostValues, isPlainPost } from "./plain-post.ts";

/** How one lead request is answered: JSON, or pages for a browser's plain post. */
export type LeadReplies = {
  /** The request is a browser's plain post and the build renders its pages. */
  readonly plain: boolean;
  /** Not stored: JSON { success: false, … }, or the form again with the status, its messages and the values the server has. */
  refuse(status: number, message: string, errors?: LeadFieldErrors, fields?: unknown): FastifyReply | Promise<FastifyReply>;
  /** Stored (or a repeat of a stored one): 201 and the JSON answer, or 303 to the form's thanks page. */
  stored(answer: LeadSuccessAnswer): FastifyReply;
};

export function leadReplies(request: FastifyRequest, reply: FastifyReply, kind: LeadKind, pages: FormPostPages | undefined): LeadReplies {
  const plainPages = pages && isPlainPost(request, pages.renderer) ? pages : undefined;
  /** The page the form was posted from, if its address names one (the incubation form on /apply): the thanks page checks it. */
  const from = () => new URL(request.url, "http://site.invalid").searchParams.get(FORM_PAGE_PARAM);
  return {
    plain: plainPages !== undefined,
    refuse: (status, message, errors, fields) =>
      plainPages
        ? sendFormPage(request, reply, plainPages, { kind, status, message, ...(errors ? { errors } : {}), values: formPostValues(fields) })
        : sendFailure(reply, status, message, errors),
    // See Other: the browser fetches the thanks page with GET, so reloading it sends nothing again.
    stored: (answer) => (plainPages ? reply.redirect(thanksPath(kind, answer.id, from()), 303) : reply.code(201).send(answer)),
  };
}
