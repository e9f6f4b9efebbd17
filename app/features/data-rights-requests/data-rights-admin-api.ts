import { ADMIN_DATA_RIGHTS_API } from "../../../contract/data-rights/data-rights-paths.ts";
import type { DataRightsRequestDetail, DataRightsRequestsAnswer } from "../../../contract/data-rights/data-rights-requests.ts";
import { adminCall as call } from "~/features/staff-inbox/admin-api";

export const fetchDataRightsRequests = () => call<DataRightsRequestsAnswer>("GET", ADMIN_DATA_RIGHTS_API.requests);
export const fetchDataRightsRequest = (reference: string) => call<DataRightsRequestDetail>("GET", ADMIN_DATA_RIGHTS_API.request(reference));
export const carryOutErasure = (reference: string) => call<DataRightsRequestDetail>("POST", ADMIN_DATA_RIGHTS_API.erase(reference));
export const applyCorrection = (reference: string) => call<DataRightsRequestDetail>("POST", ADMIN_DATA_RIGHTS_API.apply(reference));
export const declineRequest = (reference: string, reason: string) => call<DataRightsRequestDetail>("POST", ADMIN_DATA_RIGHTS_API.decline(reference), { reason });
