import { randomBytes } from "node:crypto";
import { type Transaction, sql } from "kysely";
import { widenLeadKindCheck } from "./mail-outbox-migration.ts";
import type { Engine } from "./migrations.ts";
import type { DatabaseSchema } from "./schema.ts";

/** The kinds as this migration leaves them; a later kind needs a migration of its own. */
const KINDS_AFTER = [
  "contact",
  "incubation",
  "partnership",
  "corporate-inquiry",
  "investor-access",
  "event-registration",
  "download-request",
  "newsletter",
] as const;

/**
 * "0010-newsletter": the newsletter's subscribers as leads of their own kind
 * (the staff inbox lists them), the subscription beside each lead (its state
 * and the nonce of the one confirmation link that counts), the key that signs
 * the links in the mails (made here, so every server on the database signs
 * alike and a laptop needs no setting), and the outbox's mail headers
 * (List-Unsubscribe).
 */
export async function addNewsletter(db: Transaction<DatabaseSchema>, engine: Engine): Promise<void> {
  const timestamp = engine === "sqlite" ? "text" : "timestamptz";
  const id = engine === "sqlite" ? "integer" : "bigint";
  await widenLeadKindCheck(db, engine, KINDS_AFTER);
  await db.schema
    .createTable("newsletter_subscriptions")
    .addColumn("lead_id", id, (col) => col.primaryKey().references("leads.id").onDelete("cascade"))
    // Lower case: one subscription per address, however it was typed.
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("state", "text", (col) => col.notNull().check(sql`state in ('pending', 'confirmed', 'unsubscribed')`))
    // The confirmation link of the last sign-up carries it; null once unsubscribed, so an older link cannot subscribe again.
    .addColumn("confirm_nonce", "text")
    .addColumn("signed_up_at", timestamp, (col) => col.notNull())
    .addColumn("confirmed_at", timestamp)
    .addColumn("unsubscribed_at", timestamp)
    .execute();
  await db.schema
    .createTable("signing_keys")
    .addColumn("purpose", "text", (col) => col.primaryKey())
    .addColumn("secret", "text", (col) => col.notNull())
    .execute();
  await db.insertInto("signing_keys").values({ purpose: "newsletter", secret: randomBytes(32).toString("base64url") }).execute();
  // JSON of extra headers for the message (List-Unsubscribe); null for none.
  await db.schema.alterTable("mail_outbox").addColumn("headers", "text").execute();
}
