import type { Generated } from "kysely";
import type { DataRightsRequestKind, DataRightsRequestState } from "../../contract/data-rights/data-rights-requests.ts";

/** The rights requests as Kysely sees them (data-rights-migration.ts); ids and times as in the other tables. */
export type DataRightsTables = {
  data_rights_requests: DataRightsRequestsTable;
};

export type DataRightsRequestsTable = {
  id: Generated<number | string>;
  /** DRQ-2026-7KQ3M9: the audit log's entries for the request carry it. */
  reference: string;
  kind: DataRightsRequestKind;
  /** Lower case. */
  email: string;
  state: DataRightsRequestState;
  /** A correction's { leadReference, field, value } as JSON. */
  details: string | null;
  received_at: string | Date;
  due_at: string | Date;
  closed_at: string | Date | null;
  reason: string | null;
};
