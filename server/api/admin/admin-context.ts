import type { FastifyReply } from "fastify";
import type { AdminFailureAnswer } from "../../../contract/staff-inbox/inbox-answers.ts";
import type { Database } from "../../db/open-database.ts";
import type { StaffRole } from "../../../contract/staff-inbox/staff-roles.ts";
import type { SignInPolicy } from "./sign-in-throttle.ts";
import type { LeadWorkSettings } from "./lead-work-routes.ts";

/** What every admin route module is given. */
export type AdminContext = {
  database: Database;
  /** SITE_URL: state-changing calls must come from its origin; the cookie is Secure unless it is plain http on localhost. */
  siteUrl: URL;
  sessionLifetimeMs: number;
  signIn: SignInPolicy;
  /** The clock (tests move it). */
  now: () => Date;
  /** An e-mail went back in the outbox: the mail worker can send it now rather than at its next look. */
  onMailQueued?: () => void;
  /** Reply-time targets and the team's inbox per kind (lead-work-routes.ts); without them every kind gets two working days and replies no Reply-To. */
  leadWork?: LeadWorkSettings;
};

/** The signed-in staff member of a request, set by the session check. */
export type SignedInStaff = { id: number; email: string; token: string; expiresAt: Date; role: StaffRole };

declare module "fastify" {
  interface FastifyContextConfig {
    /** An admin route that needs no session (sign-in). */
    staffPublic?: boolean;
    /** Only an admin may call it (erasure, exports, breach lists, accounts): staff get a 403 before the handler runs (decision 0019). */
    adminOnly?: boolean;
  }
  interface FastifyRequest {
    staff: SignedInStaff | null;
  }
}

export function sendAdminFailure(reply: FastifyReply, status: number, message: string, extra: Omit<AdminFailureAnswer, "message"> = {}): FastifyReply {
  const answer: AdminFailureAnswer = { message, ...extra };
  return reply.code(status).send(answer);
}

/** The signed-in staff member; the session check ran before every route that calls this. */
export function staffOf(request: { staff: SignedInStaff | null }): SignedInStaff {
  if (!request.staff) throw new Error("An admin route ran without the session check");
  return request.staff;
}

/** Longer than any lead's reference: such a path parameter is answered 404 without asking the database. */
export const REFERENCE_MAX_LENGTH = 40;
