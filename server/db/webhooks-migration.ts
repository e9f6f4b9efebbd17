import { randomBytes } from "node:crypto";
import { type ColumnDefinitionBuilder, type Transaction, sql } from "kysely";
import type { Engine } from "./migrations.ts";
import type { DatabaseSchema } from "./schema.ts";

/** The signing_keys row that signs the pitch deck's download links in webhook events. */
export const WEBHOOK_DECK_KEY_PURPOSE = "webhook-deck-link";

/**
 * "0016-webhooks" (issue 25): the lead events for the team's CRM, delivered
 * like the e-mails (decision 0021). A table of its own beside mail_outbox,
 * with the same claim columns, so the outbox's claim code serves both and no
 * mail query has to learn to skip webhooks. A lead's deliveries go with it on
 * erasure (cascade, and explicitly in eraseLead); the erasure event itself has
 * no lead_id and survives. The key for the deck links is made here, so every
 * server on one database signs alike.
 */
export async function addWebhooks(db: Transaction<DatabaseSchema>, engine: Engine): Promise<void> {
  const type = engine === "sqlite" ? ({ id: "integer", timestamp: "text" } as const) : ({ id: "bigint", timestamp: "timestamptz" } as const);
  const identity = (col: ColumnDefinitionBuilder) =>
    engine === "sqlite" ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity();
  await db.schema
    .createTable("webhook_deliveries")
    .addColumn("id", type.id, identity)
    .addColumn("lead_id", type.id, (col) => col.references("leads.id").onDelete("cascade"))
    .addColumn("lead_reference", "text", (col) => col.notNull())
    .addColumn("event_id", "text", (col) => col.notNull())
    .addColumn("event_type", "text", (col) => col.notNull().check(sql`event_type in ('lead.created', 'lead.status_changed', 'lead.erased')`))
    .addColumn("url", "text", (col) => col.notNull())
    .addColumn("payload", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull().defaultTo("pending").check(sql`status in ('pending', 'sending', 'sent', 'failed')`))
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", type.timestamp, (col) => col.notNull())
    .addColumn("claimed_until", type.timestamp)
    .addColumn("claim_token", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", type.timestamp, (col) => col.notNull())
    .addColumn("sent_at", type.timestamp)
    .addUniqueConstraint("webhook_deliveries_event_url", ["event_id", "url"])
    .execute();
  await db.schema.createIndex("webhook_deliveries_status_next_attempt_at").on("webhook_deliveries").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("webhook_deliveries_lead_id").on("webhook_deliveries").column("lead_id").execute();
  await db.insertInto("signing_keys").values({ purpose: WEBHOOK_DECK_KEY_PURPOSE, secret: randomBytes(32).toString("base64url") }).execute();
}
