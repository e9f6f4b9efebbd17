import type { FastifyInstance } from "fastify";
import { API_BASE_PATH } from "../../../contract/site-paths.ts";
import { ADMIN_TEXT } from "../../../contract/staff-inbox/inbox-answers.ts";
import { type WebhookDeliveriesAnswer, WEBHOOK_DELIVERIES_API } from "../../../contract/webhook-deliveries/webhook-deliveries.ts";
import { recordAudit } from "../../db/audit-log-repository.ts";
import { leadIdByReference, listLeadDeliveries, requeueDelivery, wakeWebhooks, webhookUrlsOf } from "../../db/webhooks-repository.ts";
import { toWebhookDelivery } from "../../webhooks/webhook-delivery-view.ts";
import { type AdminContext, REFERENCE_MAX_LENGTH, sendAdminFailure, staffOf } from "./admin-context.ts";

const DELIVERY_ID = /^[1-9]\d{0,14}$/;

export const WEBHOOK_ADMIN_TEXT = {
  deliveryNotFound: "There is no such webhook delivery for this lead.",
  deliveryInProgress: "This delivery is waiting or being sent already; it can be sent again once it has gone or failed.",
} as const;

type ByReference = { Params: { reference: string } };
type ByDelivery = { Params: { reference: string; deliveryId: string } };

/** The lead's webhook deliveries (each event, each URL, state, tries, last error) and "send again", audited. */
export function registerWebhookAdminRoutes(scope: FastifyInstance, context: AdminContext): void {
  const { database } = context;
  const pattern = (path: string) => `${API_BASE_PATH}${path}`.replace("REFERENCE", ":reference").replace("DELIVERY", ":deliveryId");

  const answer = async (leadId: number): Promise<WebhookDeliveriesAnswer> => ({
    configured: webhookUrlsOf(database).length > 0,
    deliveries: (await listLeadDeliveries(database, leadId)).map(toWebhookDelivery),
  });

  scope.get<ByReference>(pattern(WEBHOOK_DELIVERIES_API.list("REFERENCE")), async (request, reply) => {
    const { reference } = request.params;
    const leadId = reference.length <= REFERENCE_MAX_LENGTH ? await leadIdByReference(database, reference) : undefined;
    if (leadId === undefined) return sendAdminFailure(reply, 404, ADMIN_TEXT.leadNotFound);
    return answer(leadId);
  });

  scope.post<ByDelivery>(pattern(WEBHOOK_DELIVERIES_API.sendAgain("REFERENCE", "DELIVERY")), async (request, reply) => {
    const { reference, deliveryId } = request.params;
    const leadId = reference.length <= REFERENCE_MAX_LENGTH ? await leadIdByReference(database, reference) : undefined;
    if (leadId === undefined) return sendAdminFailure(reply, 404, ADMIN_TEXT.leadNotFound);
    if (!DELIVERY_ID.test(deliveryId)) return sendAdminFailure(reply, 404, WEBHOOK_ADMIN_TEXT.deliveryNotFound);
    const staff = staffOf(request);
    const now = context.now();
    const result = await requeueDelivery(database, leadId, Number(deliveryId), now);
    if (result === "no-delivery") return sendAdminFailure(reply, 404, WEBHOOK_ADMIN_TEXT.deliveryNotFound);
    if (result === "in-progress") return sendAdminFailure(reply, 409, WEBHOOK_ADMIN_TEXT.deliveryInProgress);
    await recordAudit(database.db, { action: "webhook-send-again", actor: { id: staff.id, email: staff.email }, leadReference: reference, details: { delivery: Number(deliveryId) }, at: now, ip: request.ip });
    request.log.info({ reference, delivery: Number(deliveryId) }, "webhook delivery queued again");
    wakeWebhooks(database);
    return answer(leadId);
  });
}
