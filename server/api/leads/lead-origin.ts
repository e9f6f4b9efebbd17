import { type LeadOrigin, originOf, sitePath } from "../../../contract/leads/lead-origin.ts";

/**
 * Where a lead came from: what the form's script sent (the visit's landing
 * page, referrer and campaign tags, each checked, the failures left out), and
 * the page of this site the form was posted from (the post's Referer; without
 * JavaScript all there is).
 */
export function leadOrigin(input: Readonly<Record<string, unknown>>, referer: string | undefined, siteUrl: URL): LeadOrigin {
  const origin = originOf(input);
  const from = referer && URL.canParse(referer) ? new URL(referer) : undefined;
  if (from?.origin === siteUrl.origin) {
    const formPage = sitePath.safeParse(from.pathname + from.search);
    if (formPage.success) origin.formPage = formPage.data;
  }
  return origin;
}
