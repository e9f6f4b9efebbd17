import { afterEach, describe, expect, it, vi } from "vitest";
import {
  INVESTMENT_FOCUS_AREAS,
  INVESTOR_ACCESS_REQUIRED_FIELDS,
  NDA_ACCEPTED_IN_FORM,
  NDA_NOT_ACCEPTED,
  investorAccessSchema,
  investorAccessSubmissionSchema,
} from "./investor-access.ts";
import { validationMessage } from "./validation-errors.ts";

// The spec's values written out (spec 2 §2 and §5), so that production's lists cannot drift unseen.
const SPEC_FOCUS_AREAS = ["FinTech", "HealthTech", "Enterprise SaaS", "Deep Tech", "Sustainability", "Consumer Tech"];
const SPEC_REQUIRED = ["name", "email", "company", "role", "message"] as const;
/** Spec 1 §5/§8: the line shown when a required field is empty. */
const SPEC_REQUIRED_MESSAGE = "Please fill in all required fields";
/** The spec sets no bounds (spec 2 §5); contract/leads/lead-limits.ts's values, pinned. */
const LIMITS = { name: 100, email: 254, company: 150, role: 100, message: 5000 } as const;

const valid = {
  name: "Arjun Bhatnagar",
  email: "arjun@saptarishi.vc",
  company: "Saptarishi Ventures",
  role: "Partner",
  investmentFocus: ["FinTech"],
  message: "Looking at seed-stage climate deals this quarter.",
};

describe("investorAccessSchema", () => {
  it("lists the six focus areas of the spec, and takes each of them", () => {
    expect(INVESTMENT_FOCUS_AREAS).toEqual(SPEC_FOCUS_AREAS);
    for (const area of SPEC_FOCUS_AREAS) expect(investorAccessSchema.safeParse({ ...valid, investmentFocus: [area] }).success).toBe(true);
    expect(investorAccessSchema.safeParse({ ...valid, investmentFocus: SPEC_FOCUS_AREAS }).success).toBe(true);
  });

  it("accepts a full request; the focus is optional", () => {
    expect(investorAccessSchema.safeParse(valid).success).toBe(true);
    expect(investorAccessSchema.safeParse({ ...valid, investmentFocus: [] }).success).toBe(true);
  });

  it("requires name, email, company or fund, role and message", () => {
    // The spec's five, and the moment the NDA was accepted, which the server needs before it takes the request.
    expect(INVESTOR_ACCESS_REQUIRED_FIELDS).toEqual([...SPEC_REQUIRED, "ndaAcceptedAt"]);
    const submission = { ...valid, ndaAcceptedAt: "2026-11-21T15:30:00+05:30" };
    expect(investorAccessSubmissionSchema.safeParse(submission).success).toBe(true);
    for (const field of [...SPEC_REQUIRED, "ndaAcceptedAt"]) {
      const body = { ...submission, [field]: "" };
      expect(investorAccessSubmissionSchema.safeParse(body).success).toBe(false);
      expect(validationMessage(body, INVESTOR_ACCESS_REQUIRED_FIELDS)).toBe(SPEC_REQUIRED_MESSAGE);
    }
    for (const field of SPEC_REQUIRED) {
      const result = investorAccessSchema.safeParse({ ...valid, [field]: "" });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([field]);
    }
    expect(investorAccessSchema.safeParse({ ...valid, company: "" }).error?.issues[0]?.message).toBe("Please enter your company or fund.");
  });

  it("rejects a malformed e-mail and a focus outside the list", () => {
    expect(investorAccessSchema.safeParse({ ...valid, email: "arjun at fund" }).success).toBe(false);
    expect(investorAccessSchema.safeParse({ ...valid, investmentFocus: ["Crypto"] }).success).toBe(false);
  });

  it.each(Object.entries(LIMITS))("takes %s up to %i characters and refuses one more", (field, limit) => {
    const ofLength = (length: number) => (field === "email" ? `${"a".repeat(length - "@saptarishi.vc".length)}@saptarishi.vc` : "x".repeat(length));
    expect(investorAccessSchema.safeParse({ ...valid, [field]: ofLength(limit) }).success).toBe(true);
    const over = investorAccessSchema.safeParse({ ...valid, [field]: ofLength(limit + 1) });
    expect(over.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[[field], `Please keep this under ${limit} characters.`]]);
  });
});

describe("investorAccessSubmissionSchema's ndaAcceptedAt", () => {
  afterEach(() => vi.useRealTimers());

  it("stores the dialog's moment, with its offset, in UTC", () => {
    const result = investorAccessSubmissionSchema.safeParse({ ...valid, ndaAcceptedAt: "2026-11-21T15:30:00+05:30" });
    expect(result.data?.ndaAcceptedAt).toBe("2026-11-21T10:00:00.000Z");
  });

  it("takes the form's ticked box as the server's time when the request is checked", () => {
    expect(NDA_ACCEPTED_IN_FORM).toBe("accepted");
    vi.useFakeTimers({ now: new Date("2026-11-25T08:15:00.000Z") });
    const result = investorAccessSubmissionSchema.safeParse({ ...valid, ndaAcceptedAt: NDA_ACCEPTED_IN_FORM });
    expect(result.data?.ndaAcceptedAt).toBe("2026-11-25T08:15:00.000Z");
  });

  it.each([undefined, "", "yes", "Accepted", "on", "2026-11-21", "2026-11-21T15:30:00"])("refuses %j with the NDA's message", (ndaAcceptedAt) => {
    const result = investorAccessSubmissionSchema.safeParse({ ...valid, ndaAcceptedAt });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[["ndaAcceptedAt"], NDA_NOT_ACCEPTED]]);
  });
});
