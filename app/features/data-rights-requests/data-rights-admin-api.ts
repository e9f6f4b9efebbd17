import { ADMIN_DATA_RIGHTS_API } from "../../../contract/data-rights/data-rights-paths.ts";
import type { DataRightsRequestDetail, DataRightsRequestsAnswer } from "../../../contract/data-rights/data-rights-requests.ts";
import { AdminApiError } from "~/features/staff-inbox/admin-api";
import { API_BASE, isRecord } from "~/lib/api-client";

/**
 * The rights requests' calls to /api/admin, as the inbox's admin-api.ts
 * makes them: JSON, the session cookie sent by the browser, an
 * AdminApiError with the text to show on failure (401: signed out).
 */
async function call<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers: body === undefined ? { Accept: "application/json" } : { Accept: "application/json", "Content-Type": "application/json" },
      credentials: "same-origin",
      cache: "no-store",
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new AdminApiError({ kind: "unreachable" });
  }
  let data: unknown;
  try {
    const text = await response.text();
    data = text.trim() === "" ? undefined : (JSON.parse(text) as unknown);
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const message = isRecord(data) && typeof data.message === "string" && data.message.trim() !== "" ? data.message : undefined;
    throw new AdminApiError({ kind: "error-answer", status: response.status, ...(message ? { message } : {}) });
  }
  return data as T;
}

export const fetchDataRightsRequests = () => call<DataRightsRequestsAnswer>("GET", ADMIN_DATA_RIGHTS_API.requests);
export const fetchDataRightsRequest = (reference: string) => call<DataRightsRequestDetail>("GET", ADMIN_DATA_RIGHTS_API.request(reference));
export const carryOutErasure = (reference: string) => call<DataRightsRequestDetail>("POST", ADMIN_DATA_RIGHTS_API.erase(reference));
export const applyCorrection = (reference: string) => call<DataRightsRequestDetail>("POST", ADMIN_DATA_RIGHTS_API.apply(reference));
export const declineRequest = (reference: string, reason: string) => call<DataRightsRequestDetail>("POST", ADMIN_DATA_RIGHTS_API.decline(reference), { reason });
