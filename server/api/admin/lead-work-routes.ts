import type { FastifyInstance, FastifyRequest } from "fastify";
import { LEAD_KINDS, type LeadKind, STORED_LEAD_KINDS, type StoredLeadKind } from "../../../contract/leads/lead-paths.ts";
import { API_BASE_PATH } from "../../../contract/site-paths.ts";
import { ADMIN_TEXT } from "../../../contract/staff-inbox/inbox-answers.ts";
import { LEAD_WORK_API, LEAD_WORK_TEXT } from "../../../contract/staff-inbox/lead-work.ts";
import { DEFAULT_REPLY_TARGET_HOURS, type ReplyTargets, uniformReplyTargets } from "../../../contract/staff-inbox/reply-clock.ts";
import { REPLY_BODY_MAX_LENGTH, REPLY_SUBJECT_MAX_LENGTH, isReplyTemplate, unfilledBlank } from "../../../contract/staff-inbox/reply-templates.ts";
import { stripControlCharacters } from "../../../contract/leads/lead-fields.ts";
import { assignOwner, listTeam, readLeadWork, sendReply } from "../../db/lead-work-repository.ts";
import type { InboxWork } from "../../db/lead-work-clock-sql.ts";
import { type AdminContext, REFERENCE_MAX_LENGTH, sendAdminFailure, staffOf } from "./admin-context.ts";
import { bodyObject } from "./request-body.ts";

/** What working a lead needs from the configuration. */
export type LeadWorkSettings = {
  /** Each kind's reply-time target in working hours (REPLY_TARGET_HOURS, REPLY_TARGET_HOURS_BY_KIND). */
  replyTargets: ReplyTargets;
  /** The team's inbox per kind: a reply's Reply-To, so the person's answer reaches the team. */
  teamInbox: Readonly<Record<LeadKind, readonly string[]>>;
};


/** The context's settings, or two working days for every kind and no Reply-To. */
export function leadWorkSettings(context: Pick<AdminContext, "leadWork">): LeadWorkSettings {
  return context.leadWork ?? { replyTargets: uniformReplyTargets(DEFAULT_REPLY_TARGET_HOURS, STORED_LEAD_KINDS), teamInbox: NO_TEAM_INBOX };
}

const NO_TEAM_INBOX = Object.fromEntries(LEAD_KINDS.map((kind) => [kind, []])) as unknown as Readonly<Record<LeadKind, readonly string[]>>;
type ByReference = { Params: { reference: string } };

/** The reply as sent: one template name, a subject and a body within their lengths, control characters gone. */
export function readReply(body: unknown): { ok: true; reply: { template: StoredLeadKind; subject: string; body: string } } | { ok: false; problem: string } {
  const sent = bodyObject(body);
  if (!isReplyTemplate(sent?.template)) return { ok: false, problem: LEAD_WORK_TEXT.replyTemplateInvalid };
  const subject = typeof sent.subject === "string" ? stripControlCharacters(sent.subject).replace(/\s+/g, " ").trim() : "";
  const text = typeof sent.body === "string" ? stripControlCharacters(sent.body).replace(/\r\n?/g, "\n").trim() : "";
  if (subject === "") return { ok: false, problem: LEAD_WORK_TEXT.replySubjectMissing };
  if (subject.length > REPLY_SUBJECT_MAX_LENGTH) return { ok: false, problem: LEAD_WORK_TEXT.replySubjectTooLong(REPLY_SUBJECT_MAX_LENGTH) };
  if (text === "") return { ok: false, problem: LEAD_WORK_TEXT.replyBodyMissing };
  if (text.length > REPLY_BODY_MAX_LENGTH) return { ok: false, problem: LEAD_WORK_TEXT.replyBodyTooLong(REPLY_BODY_MAX_LENGTH) };
  const blank = unfilledBlank(text);
  if (blank) return { ok: false, problem: LEAD_WORK_TEXT.replyBlankLeft(blank) };
  return { ok: true, reply: { template: sent.template, subject, body: text } };
}

/** The owner asked for: a staff id, nobody (null), or the signed-in member ("me"). */
function readOwner(body: unknown, me: number): number | null | undefined {
  const owner = bodyObject(body)?.ownerId;
  if (owner === null) return null;
  if (owner === "me") return me;
  return typeof owner === "number" && Number.isSafeInteger(owner) && owner > 0 ? owner : undefined;
}

/** A lead's owner, clock and replies (issue 25): read, assign, reply. Inside the admin scope: session and Origin checked. */
export function registerLeadWorkRoutes(scope: FastifyInstance, context: AdminContext): void {
  const { database } = context;
  const settings = leadWorkSettings(context);
  const path = (route: (reference: string) => string) => `${API_BASE_PATH}${route("REFERENCE")}`.replace("REFERENCE", ":reference");
  const actionOf = (request: FastifyRequest) => {
    const staff = staffOf(request);
    return { staff: { id: staff.id, email: staff.email }, now: context.now(), ip: request.ip };
  };
  const replyTo = (kind: StoredLeadKind) => (settings.teamInbox[kind as LeadKind] ?? settings.teamInbox.contact)[0];
  const work = (reference: string) => (reference.length <= REFERENCE_MAX_LENGTH ? readLeadWork(database, reference, settings.replyTargets) : undefined);

  scope.get(`${API_BASE_PATH}${LEAD_WORK_API.team}`, async () => listTeam(database.db));

  scope.get<ByReference>(path(LEAD_WORK_API.work), async (request, reply) => {
    const answer = await work(request.params.reference);
    return answer ?? sendAdminFailure(reply, 404, ADMIN_TEXT.leadNotFound);
  });

  scope.put<ByReference>(path(LEAD_WORK_API.owner), async (request, reply) => {
    const action = actionOf(request);
    const ownerId = readOwner(request.body, action.staff.id);
    if (ownerId === undefined) return sendAdminFailure(reply, 422, LEAD_WORK_TEXT.ownerInvalid);
    const changed = await assignOwner(database, request.params.reference, ownerId, action);
    if (changed === "no-lead") return sendAdminFailure(reply, 404, ADMIN_TEXT.leadNotFound);
    if (changed === "no-staff") return sendAdminFailure(reply, 422, LEAD_WORK_TEXT.ownerNotFound);
    return work(request.params.reference);
  });

  scope.post<ByReference>(path(LEAD_WORK_API.replies), async (request, reply) => {
    const read = readReply(request.body);
    if (!read.ok) return sendAdminFailure(reply, 422, read.problem);
    const sent = await sendReply(database, request.params.reference, read.reply, replyTo, actionOf(request));
    if (sent === "no-lead") return sendAdminFailure(reply, 404, ADMIN_TEXT.leadNotFound);
    if (sent === "consent-withdrawn") return sendAdminFailure(reply, 409, LEAD_WORK_TEXT.consentWithdrawn);
    request.log.info({ reference: request.params.reference, message: sent.messageId }, "reply queued");
    context.onMailQueued?.();
    return reply.code(201).send(await work(request.params.reference));
  });
}

/** The inbox list's and export's lead-work context for this request: engine, targets, time, and who "mine" is. */
export function inboxWork(context: AdminContext, request: FastifyRequest): InboxWork {
  return { engine: context.database.engine, targets: leadWorkSettings(context).replyTargets, now: context.now(), staffId: staffOf(request).id };
}
