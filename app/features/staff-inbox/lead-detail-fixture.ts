import type { LeadDetailAnswer } from "../../../contract/staff-inbox/inbox-answers.ts";

/** For component tests: a contact message from Asha Verma, received 25 Nov 2026 at 11:00 IST, as the API answers for it; `changes` replace its fields. */
export function contactLeadDetail(changes: Partial<LeadDetailAnswer> = {}): LeadDetailAnswer {
  return {
    reference: "CON-2026-7KQ3M9",
    kind: "contact",
    status: "new",
    submittedAt: "2026-11-25T05:30:00.000Z",
    email: "asha@example.in",
    fields: { name: "Asha Verma", message: "Hello" },
    verification: "verified",
    origin: null,
    notes: [],
    statusChanges: [],
    messages: [],
    ...changes,
  };
}
