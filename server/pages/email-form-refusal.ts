import type { FastifyReply, FastifyRequest } from "fastify";
import { sendFailure } from "../api/leads/lead-answers.ts";
import type { FormPostPages } from "./form-post-pages.ts";
import { sendRenderedPage } from "./send-rendered-page.ts";

/** A refused one-field form (an e-mail address: the newsletter's sign-up, the your-data link request). */
export type EmailFormRefusal = { status: number; message: string; errors?: Record<string, string>; email: string };

/**
 * A refusal as JSON, or for a browser's plain post the form's page again
 * (`formPath`, rendered on demand) with its message and the address typed.
 */
export function refuseEmailForm(
  request: FastifyRequest,
  reply: FastifyReply,
  { pages, formPath, plain }: { pages: FormPostPages | undefined; formPath: string; plain: boolean },
  refusal: EmailFormRefusal,
) {
  if (!plain || !pages?.renderer.available()) return sendFailure(reply, refusal.status, refusal.message, refusal.errors);
  return sendRenderedPage(request, reply, {
    renderer: pages.renderer,
    url: new URL(formPath, pages.siteUrl),
    locals: { formPostState: { values: { email: refusal.email }, fieldErrors: { ...refusal.errors }, formError: refusal.message } },
    status: refusal.status,
    https: pages.https,
    fallbackText: [refusal.message, ...Object.values(refusal.errors ?? {})].join("\n"),
  });
}
