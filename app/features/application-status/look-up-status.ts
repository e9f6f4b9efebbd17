import {
  APPLICATION_STATUS_API_PATH,
  type ApplicationStatusAnswer,
  type ApplicationStatusQuery,
  VISITOR_STATUSES,
  type VisitorStatus,
} from "../../../contract/leads/application-status.ts";
import { ApiError, isRecord, postJson } from "~/lib/api-client";

/** Asks for an application's status; a failure (404 for an unknown ID or address) is an ApiError with the text to show. */
export async function lookUpApplicationStatus(query: ApplicationStatusQuery): Promise<ApplicationStatusAnswer> {
  return interpretStatusAnswer(await postJson(APPLICATION_STATUS_API_PATH, query));
}

const isVisitorStatus = (value: unknown): value is VisitorStatus => typeof value === "string" && (VISITOR_STATUSES as readonly string[]).includes(value);

/** A 200 answer is used only when it names a status this page knows. */
export function interpretStatusAnswer(data: unknown): ApplicationStatusAnswer {
  if (isRecord(data) && data.success === true && typeof data.applicationId === "string" && isVisitorStatus(data.status)) {
    return { success: true, applicationId: data.applicationId, status: data.status };
  }
  throw new ApiError({ kind: "error-answer", status: 200 });
}
