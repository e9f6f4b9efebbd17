import { LEAD_STATUS_LABELS, type LeadStatus } from "../../../contract/staff-inbox/lead-status.ts";
import { Badge, type BadgeTone } from "~/components/badge";

const TONES: Readonly<Record<LeadStatus, BadgeTone>> = { new: "blue", contacted: "amber", qualified: "green", closed: "slate" };

export function StatusBadge({ status }: { status: LeadStatus }) {
  return <Badge tone={TONES[status]}>{LEAD_STATUS_LABELS[status]}</Badge>;
}
