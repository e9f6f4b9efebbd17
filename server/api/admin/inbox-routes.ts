import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { API_BASE_PATH } from "../../../contract/site-paths.ts";
import { ADMIN_TEXT, NOTE_MAX_LENGTH } from "../../../contract/staff-inbox/inbox-answers.ts";
import { ADMIN_API } from "../../../contract/staff-inbox/inbox-paths.ts";
import { type InboxFilters, inboxFilters, parseInboxQuery } from "../../../contract/staff-inbox/inbox-query.ts";
import { isLeadStatus } from "../../../contract/staff-inbox/lead-status.ts";
import { stripControlCharacters } from "../../../contract/leads/lead-fields.ts";
import { recordAudit } from "../../db/audit-log-repository.ts";
import { addLeadNote, changeLeadStatus, countInbox, eraseLead, exportInbox, findLeadDetail, listInbox, sendLeadMessageAgain } from "../../db/inbox-repository.ts";
import { readPitchDeck } from "../../db/leads-repository.ts";
import { type AdminContext, REFERENCE_MAX_LENGTH, sendAdminFailure, staffOf } from "./admin-context.ts";
import { attachmentDisposition, pitchDeckFileName } from "./download-headers.ts";
import { inboxCsv } from "./inbox-csv.ts";
import { bodyObject } from "./request-body.ts";
import { leadWorkAware } from "../../db/lead-work-clock-sql.ts";
import { inboxWork } from "./lead-work-routes.ts";

type ByReference = { Params: { reference: string } };
type ByMessage = { Params: { reference: string; messageId: string } };
/** An outbox id as the URL gives it: digits, within what a JavaScript number holds exactly. */
const MESSAGE_ID = /^[1-9]\d{0,14}$/;

/** The inbox: the list, the CSV export, a lead's detail, pitch deck, status, notes, e-mails sent again and erasure. */
export function registerInboxRoutes(scope: FastifyInstance, context: AdminContext): void {
  const { database } = context;
  const api = (path: string) => `${API_BASE_PATH}${path}`;
  // The contract's paths encode the reference, so build the pattern from a placeholder that needs no encoding.
  const byReference = (path: (reference: string) => string) => api(path("REFERENCE")).replace("REFERENCE", ":reference");
  const actionOf = (request: FastifyRequest) => {
    const staff = staffOf(request);
    return { staff: { id: staff.id, email: staff.email }, now: context.now(), ip: request.ip };
  };

  scope.get(api(ADMIN_API.leads), async (request, reply) => {
    const parsed = parseInboxQuery(request.query as Record<string, unknown>);
    if (!parsed.ok) return sendAdminFailure(reply, 400, parsed.problem);
    return listInbox(database, leadWorkAware(parsed.query, inboxWork(context, request)));
  });

  // Audited reads answer GET only: a HEAD would count as an export, a view or a download.
  scope.get(api(ADMIN_API.exportCsv), { exposeHeadRoute: false, config: { adminOnly: true } }, async (request, reply) => {
    const parsed = parseInboxQuery(request.query as Record<string, unknown>);
    if (!parsed.ok) return sendAdminFailure(reply, 400, parsed.problem);
    const filters = inboxFilters(parsed.query);
    const action = actionOf(request);
    const rows = await countInbox(database, leadWorkAware(filters, inboxWork(context, request)));
    await recordAudit(database.db, { action: "export", actor: action.staff, details: { ...auditableFilters(filters), rows }, ip: action.ip, at: action.now });
    reply.header("Content-Type", "text/csv; charset=utf-8");
    reply.header("Content-Disposition", attachmentDisposition(`ankur-leads-${action.now.toISOString().slice(0, 10)}.csv`));
    reply.header("X-Content-Type-Options", "nosniff");
    return reply.send(Readable.from(inboxCsv(exportInbox(database, leadWorkAware(filters, inboxWork(context, request))))));
  });

  scope.get<ByReference>(byReference(ADMIN_API.lead), { exposeHeadRoute: false }, async (request, reply) => {
    const { reference } = request.params;
    const lead = reference.length <= REFERENCE_MAX_LENGTH ? await findLeadDetail(database, reference) : undefined;
    if (!lead) return sendAdminFailure(reply, 404, ADMIN_TEXT.leadNotFound);
    const action = actionOf(request);
    await recordAudit(database.db, { action: "view", actor: action.staff, leadReference: reference, ip: action.ip, at: action.now });
    return lead;
  });

  scope.get<ByReference>(byReference(ADMIN_API.pitchDeck), { exposeHeadRoute: false }, async (request, reply) => {
    const { reference } = request.params;
    const deck = reference.length <= REFERENCE_MAX_LENGTH ? await readPitchDeck(database, reference) : undefined;
    if (!deck) return sendAdminFailure(reply, 404, (await findLeadDetail(database, reference)) ? ADMIN_TEXT.pitchDeckNotFound : ADMIN_TEXT.leadNotFound);
    const action = actionOf(request);
    await recordAudit(database.db, { action: "pitch-deck-download", actor: action.staff, leadReference: reference, ip: action.ip, at: action.now });
    return sendAttachment(reply, Buffer.from(deck.bytes.buffer, deck.bytes.byteOffset, deck.bytes.byteLength), {
      fileName: pitchDeckFileName(reference, deck.mediaType),
      mediaType: deck.mediaType,
    });
  });

  scope.put<ByReference>(byReference(ADMIN_API.leadStatus), async (request, reply) => {
    const status = bodyObject(request.body)?.status;
    if (!isLeadStatus(status)) return sendAdminFailure(reply, 422, ADMIN_TEXT.statusInvalid);
    const changed = await changeLeadStatus(database, request.params.reference, status, actionOf(request));
    if (!changed) return sendAdminFailure(reply, 404, ADMIN_TEXT.leadNotFound);
    return findLeadDetail(database, request.params.reference);
  });

  scope.post<ByReference>(byReference(ADMIN_API.leadNotes), async (request, reply) => {
    const sent = bodyObject(request.body)?.text;
    // Control characters (NUL above all, which PostgreSQL cannot store) go, as in the visitors' forms.
    const text = typeof sent === "string" ? stripControlCharacters(sent) : undefined;
    if (typeof text !== "string" || text.trim() === "") return sendAdminFailure(reply, 422, ADMIN_TEXT.noteMissing);
    if (text.length > NOTE_MAX_LENGTH) return sendAdminFailure(reply, 422, ADMIN_TEXT.noteTooLong(NOTE_MAX_LENGTH));
    const note = await addLeadNote(database, request.params.reference, text.trim(), actionOf(request));
    if (!note) return sendAdminFailure(reply, 404, ADMIN_TEXT.leadNotFound);
    return reply.code(201).send(await findLeadDetail(database, request.params.reference));
  });

  const byMessage = api(ADMIN_API.sendMessageAgain("REFERENCE", "MESSAGE")).replace("REFERENCE", ":reference").replace("MESSAGE", ":messageId");
  scope.post<ByMessage>(byMessage, async (request, reply) => {
    const { reference, messageId } = request.params;
    if (!MESSAGE_ID.test(messageId)) return sendAdminFailure(reply, 404, ADMIN_TEXT.messageNotFound);
    const result = await sendLeadMessageAgain(database, reference, Number(messageId), actionOf(request));
    if (result === "no-lead") return sendAdminFailure(reply, 404, ADMIN_TEXT.leadNotFound);
    if (result === "no-message") return sendAdminFailure(reply, 404, ADMIN_TEXT.messageNotFound);
    if (result === "not-failed") return sendAdminFailure(reply, 409, ADMIN_TEXT.messageNotFailed);
    request.log.info({ reference, message: Number(messageId) }, "failed e-mail queued again");
    context.onMailQueued?.();
    return findLeadDetail(database, reference);
  });

  scope.delete<ByReference>(byReference(ADMIN_API.lead), { config: { adminOnly: true } }, async (request, reply) => {
    const erased = await eraseLead(database, request.params.reference, actionOf(request));
    if (!erased) return sendAdminFailure(reply, 404, ADMIN_TEXT.leadNotFound);
    request.log.info({ reference: request.params.reference }, "lead erased");
    if (erased.logNotEmptied) request.log.warn({ reference: request.params.reference }, "SQLite's write-ahead log was busy: it keeps the erased lead's old pages until the next erasure or shutdown");
    return { erased: request.params.reference };
  });
}

/** The export's filters for the audit log: search words (in the leads, in their origins) may be personal data, so only whether there were any. */
function auditableFilters({ q, origin, ...filters }: InboxFilters): Record<string, unknown> {
  return { ...filters, ...(q ? { searched: true } : {}), ...(origin ? { originSearched: true } : {}) };
}

function sendAttachment(reply: FastifyReply, body: Buffer, { fileName, mediaType }: { fileName: string; mediaType: string }) {
  reply.header("Content-Type", mediaType);
  reply.header("Content-Disposition", attachmentDisposition(fileName));
  reply.header("X-Content-Type-Options", "nosniff");
  // Should the file be opened from the address bar after all, it runs nothing.
  reply.header("Content-Security-Policy", "default-src 'none'; sandbox");
  return reply.send(body);
}
