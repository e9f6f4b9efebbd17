import * as z from "zod/mini";
import { API_BASE_PATH } from "../site-paths.ts";
import type { VisitorStatus } from "./application-status-page.ts";
import { requiredEmail } from "./lead-fields.ts";

export * from "./application-status-page.ts";

/** The lookup endpoint below the API base path, in the family of the submit endpoints. */
export const APPLICATION_STATUS_API_PATH = "/incubation/status.php";
export const APPLICATION_STATUS_ROUTE = `${API_BASE_PATH}${APPLICATION_STATUS_API_PATH}`;

/** INC-2026-7KQ3M9, as the incubation answer and the confirmation e-mail give it. */
export const APPLICATION_ID = /^INC-\d{4}-[0-9A-Z]{6}$/;
export const APPLICATION_ID_INVALID = "Please enter the Application ID from your confirmation, such as INC-2026-7KQ3M9.";

/** Typed with spaces or in lower case, it is still the same ID. */
export function normalizeApplicationId(text: string): string {
  return text.replace(/\s+/g, "").toUpperCase();
}

export const applicationStatusQuerySchema = z.strictObject({
  applicationId: z.pipe(
    z.pipe(z.string(APPLICATION_ID_INVALID).check(z.maxLength(40, APPLICATION_ID_INVALID)), z.transform(normalizeApplicationId)),
    z.string().check(z.regex(APPLICATION_ID, APPLICATION_ID_INVALID)),
  ),
  email: requiredEmail(),
});

export const APPLICATION_STATUS_REQUIRED_FIELDS = ["applicationId", "email"] as const;

export type ApplicationStatusQuery = z.input<typeof applicationStatusQuerySchema>;

/** 200: the application's status. */
export type ApplicationStatusAnswer = { success: true; applicationId: string; status: VisitorStatus };

/** 404, the same for a wrong ID and a wrong e-mail address. */
export const APPLICATION_NOT_FOUND =
  "We could not find an application with this Application ID and e-mail address. Please check both against your confirmation e-mail.";
