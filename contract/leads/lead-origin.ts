import * as z from "zod/mini";
import { stripControlCharacters } from "./lead-fields.ts";

/**
 * Where a lead came from (issue 24 §3): first party, no cookies, no third
 * party. The visit's landing page, the site that referred it and its utm_*
 * campaign tags are kept in the browser's sessionStorage and sent with the
 * form in these fields; without JavaScript the server notes the page the
 * form was posted from (its Referer). Never a reason to refuse a lead: a value
 * that fails its check is left out.
 */
export const ORIGIN_FIELDS = {
  landingPage: "landingPage",
  referrer: "referrer",
  utmSource: "utmSource",
  utmMedium: "utmMedium",
  utmCampaign: "utmCampaign",
  utmTerm: "utmTerm",
  utmContent: "utmContent",
} as const;

export type OriginField = keyof typeof ORIGIN_FIELDS;

/** The URL parameter each campaign tag is read from. */
export const UTM_PARAMETERS: Readonly<Record<Exclude<OriginField, "landingPage" | "referrer">, string>> = {
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
};

/** The lead's origin as stored and shown: every part optional. */
export type LeadOrigin = Partial<Record<OriginField, string>> & {
  /** The site's page the form was sent from, by the post's Referer (without JavaScript the only part there is). */
  formPage?: string;
};

const URL_MAX = 500;
const TAG_MAX = 100;

const cleanLine = (max: number) => z.string().check(z.overwrite((text) => stripControlCharacters(text).trim()), z.minLength(1), z.maxLength(max));

/** A path of this site: "/", "/programs?utm_source=x"; never another origin ("//evil.example"). */
export const sitePath = cleanLine(URL_MAX).check(z.refine((text) => text.startsWith("/") && !text.startsWith("//") && !/[\s\\]/.test(text)));

/** An http(s) address. */
const webAddress = cleanLine(URL_MAX).check(
  z.refine((text) => {
    if (!URL.canParse(text)) return false;
    const protocol = new URL(text).protocol;
    return protocol === "https:" || protocol === "http:";
  }),
);

const tag = cleanLine(TAG_MAX).check(z.refine((text) => !/[\n\r]/.test(text)));

/**
 * A landing page as kept: its path and its campaign tags, nothing else of its
 * query (a page opened from a mailed link carries that link's token:
 * /api/data-rights/your-data?token=…, which must not end up in the inbox).
 */
export function landingPageOf(path: string): string {
  const url = new URL(path, "https://site.invalid");
  const tags = new URLSearchParams();
  for (const parameter of Object.values(UTM_PARAMETERS)) {
    const value = url.searchParams.get(parameter);
    if (value) tags.set(parameter, value);
  }
  const query = tags.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

const ORIGIN_CHECKS: Readonly<Record<OriginField, z.ZodMiniType<string>>> = {
  landingPage: sitePath.check(z.overwrite(landingPageOf)),
  referrer: webAddress,
  utmSource: tag,
  utmMedium: tag,
  utmCampaign: tag,
  utmTerm: tag,
  utmContent: tag,
};

/** The origin parts among a request's fields that pass their checks; the others are left out. */
export function originOf(fields: Readonly<Record<string, unknown>>): LeadOrigin {
  const origin: LeadOrigin = {};
  for (const [part, check] of Object.entries(ORIGIN_CHECKS) as [OriginField, z.ZodMiniType<string>][]) {
    const parsed = check.safeParse(fields[ORIGIN_FIELDS[part]]);
    if (parsed.success) origin[part] = parsed.data;
  }
  return origin;
}

/** Where the browser keeps the visit's origin for the tab's session (app/layouts/visit-origin.astro writes it, the forms read it). */
export const VISIT_ORIGIN_STORAGE_KEY = "ankur-visit-origin";
