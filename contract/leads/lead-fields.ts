import * as z from "zod/mini";
import { TEXT_LIMITS } from "./lead-limits.ts";

/**
 * Field builders shared by the three lead schemas (zod/mini keeps the forms'
 * bundle small). Every text is cleaned of control characters (tab and line
 * breaks stay; PostgreSQL cannot store NUL) and of lone surrogates, and
 * trimmed before it is checked.
 */

// oxlint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
/** A surrogate pair, or a surrogate alone. */
const SURROGATES = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g;

/** String.prototype.toWellFormed where the browser has it (Chrome 111+), the same by hand where it does not. */
const wellFormed = (text: string) => (typeof text.toWellFormed === "function" ? text.toWellFormed() : text.replace(SURROGATES, (match) => (match.length === 2 ? match : "\uFFFD")));

/**
 * A text as stored: without control characters, and with line breaks as
 * "\n" (a browser's form post sends a textarea's lines with "\r\n", its
 * script with "\n"; one text must store, hash and display alike either way).
 */
export function cleanText(text: string): string {
  return stripControlCharacters(text).replace(/\r\n?/g, "\n");
}

export function stripControlCharacters(text: string): string {
  // A lone surrogate cannot be stored as UTF-8: it would silently become U+FFFD in the database, so it becomes U+FFFD here, before the checks.
  return wellFormed(text).replace(CONTROL_CHARACTERS, "");
}

const tooLong = (max: number) => `Please keep this under ${max} characters.`;

/** Line breaks of every kind a text can carry: LF, CR, NEL and the Unicode line and paragraph separators. */
const LINE_BREAK = /[\n\r\u0085\u2028\u2029]/;
export const LINE_BREAK_REFUSED = "Please keep this on one line.";
/**
 * A name, a company, a phone number: one line. A break inside one would
 * split the notification e-mail's line or the CSV's cell it lands in.
 */
const oneLine = () => z.refine<string>((text) => !LINE_BREAK.test(text), LINE_BREAK_REFUSED);

/** A required text: `missing` when absent or blank, a length message above `max`. */
export function requiredText(missing: string, max: number) {
  return z
    .string(missing)
    .check(z.overwrite(cleanText), z.trim(), z.minLength(1, missing), z.maxLength(max, tooLong(max)));
}

/** A required text on one line (a name, a company): as requiredText, and a line break inside it is refused. */
export function requiredLine(missing: string, max: number) {
  return requiredText(missing, max).check(oneLine());
}

/** An optional text; blank, null or absent all mean "not given" and come out undefined. */
export function optionalText(max: number) {
  return optionalTextWith(max, []);
}

/** An optional text on one line (a role, a file name). */
export function optionalLine(max: number) {
  return optionalTextWith(max, [oneLine()]);
}

function optionalTextWith(max: number, checks: z.core.$ZodCheck<string>[]) {
  return z.pipe(
    z.optional(
      z.nullable(
        z.string("Please enter text.").check(z.overwrite(cleanText), z.trim(), z.maxLength(max, tooLong(max)), ...checks),
      ),
    ),
    z.transform((text) => (text ? text : undefined)),
  );
}

export const EMAIL_MISSING = "Please enter your e-mail address.";
export const EMAIL_INVALID = "Please enter a valid e-mail address, such as name@company.in.";

/** A required e-mail address, checked like the browser's email input does. */
export function requiredEmail() {
  return z.pipe(requiredText(EMAIL_MISSING, TEXT_LIMITS.email), z.email(EMAIL_INVALID));
}

/** One value of an option list; the empty placeholder option counts as missing. */
export function requiredChoice<const Options extends readonly [string, ...string[]]>(options: Options, missing: string) {
  return z.enum(options, missing);
}

/**
 * The hidden field people never see and bots fill in. The server accepts a
 * filled one with a normal-looking answer but stores nothing.
 */
export const HONEYPOT_FIELD = "website";

export function honeypot() {
  return z.optional(z.nullable(z.string().check(z.maxLength(TEXT_LIMITS.honeypot))));
}
