/**
 * The rights requests (DPDP Act 2023 ss.11–13, DPDP Rules 2025 Rule 14) as
 * the staff see them: what was asked, where it stands, and when it is due.
 */

export const DATA_RIGHTS_REQUEST_KINDS = ["access", "correction", "withdrawal", "erasure"] as const;
export type DataRightsRequestKind = (typeof DATA_RIGHTS_REQUEST_KINDS)[number];

export const DATA_RIGHTS_REQUEST_STATES = ["open", "done", "declined"] as const;
export type DataRightsRequestState = (typeof DATA_RIGHTS_REQUEST_STATES)[number];

export const REQUEST_KIND_LABELS: Readonly<Record<DataRightsRequestKind, string>> = {
  access: "Access (what we hold)",
  correction: "Correction",
  withdrawal: "Consent withdrawn",
  erasure: "Erasure",
};

export const REQUEST_STATE_LABELS: Readonly<Record<DataRightsRequestState, string>> = {
  open: "Open",
  done: "Done",
  declined: "Declined",
};

/**
 * Days we give ourselves to answer a request. The Rules let a grievance take
 * up to 90 days (Rule 14(3)); we promise 30, a third of that, so a request
 * that needs a second look still ends well inside the outer limit.
 */
export const REQUEST_DUE_DAYS = 30;

/** A request's reference, read out on the phone like a lead's: DRQ-2026-7KQ3M9. */
export const DATA_RIGHTS_REFERENCE_PATTERN = /^DRQ-\d{4}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;

/** When a request received at this moment is due. */
export function requestDueAt(receivedAt: Date): Date {
  return new Date(receivedAt.getTime() + REQUEST_DUE_DAYS * 86_400_000);
}

/** Whole days until the due date (negative once overdue), counted from now. */
export function daysUntilDue(dueAt: Date, now: Date): number {
  return Math.ceil((dueAt.getTime() - now.getTime()) / 86_400_000);
}

/** A request in the staff list. */
export type DataRightsRequestRow = {
  reference: string;
  kind: DataRightsRequestKind;
  state: DataRightsRequestState;
  email: string;
  receivedAt: string;
  dueAt: string;
  closedAt: string | null;
};

/** A correction request's details: the lead, the field and the value as it should read. */
export type CorrectionDetails = { leadReference: string; field: string; value: string };

/** One step of a request's audit trail (no personal data). */
export type DataRightsTrailStep = { at: string; action: string; by: string | null; details: Record<string, unknown> | null };

export type DataRightsRequestDetail = DataRightsRequestRow & {
  /** For a correction: what to change. */
  correction?: CorrectionDetails & { currentValue: string | null };
  /** A declined request's reason. */
  reason: string | null;
  /** The references of the address's leads as they stand now. */
  leadReferences: string[];
  trail: DataRightsTrailStep[];
};

export type DataRightsRequestsAnswer = { requests: DataRightsRequestRow[] };
