import { randomBytes } from "node:crypto";
import type { Transaction } from "kysely";
import { SUBSCRIPTION_STATES, type SubscriptionState } from "../../contract/newsletter/newsletter-schema.ts";
import { leadSearchText } from "./lead-summary.ts";
import { isUniqueViolation, toNumber } from "./leads-repository.ts";
import type { Database } from "./open-database.ts";
import { type OutboxDraft, outboxRows } from "./outbox-rows.ts";
import type { DatabaseSchema } from "./schema.ts";

/**
 * The newsletter's subscriptions (newsletter-migration.ts). Each address is
 * one lead of kind "newsletter", listed in the staff inbox with where it
 * stands; its subscription row holds the state and the nonce of the one
 * confirmation link that counts.
 */

/** The confirmation mail of a sign-up, made once the lead and the nonce are known. */
export type ConfirmationMail = (subscriber: { leadId: number; nonce: string }) => OutboxDraft;

export type SignUpOutcome =
  /** A new or not yet confirmed address (or one that had left): a confirmation mail is queued. */
  | "confirmation queued"
  /** Already confirmed: nothing is sent, and the visitor is told the same as everyone. */
  | "already subscribed";

const SIGN_UP_ATTEMPTS = 3;

/**
 * A sign-up: the address's lead and subscription are created (pending) or
 * found; unless the address is confirmed already, a fresh nonce makes the new
 * link the one that counts, and its mail goes into the outbox in the same
 * transaction. Two sign-ups of one address at once: the second finds the
 * first's row on its next attempt.
 */
export async function signUpSubscriber(
  database: Database,
  email: string,
  { newReference, mail, now = new Date() }: { newReference: () => string; mail: ConfirmationMail; now?: Date },
): Promise<SignUpOutcome> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await database.db.transaction().execute((trx) => signUpOnce(trx, email, { newReference, mail, now }));
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= SIGN_UP_ATTEMPTS) throw error;
    }
  }
}

async function signUpOnce(
  trx: Transaction<DatabaseSchema>,
  email: string,
  { newReference, mail, now }: { newReference: () => string; mail: ConfirmationMail; now: Date },
): Promise<SignUpOutcome> {
  const key = email.toLowerCase();
  const at = now.toISOString();
  const nonce = randomBytes(12).toString("base64url");
  const found = await trx.selectFrom("newsletter_subscriptions").where("email", "=", key).select(["lead_id", "state"]).executeTakeFirst();
  let leadId: number;
  if (found) {
    if (found.state === "confirmed") return "already subscribed";
    leadId = toNumber(found.lead_id);
    await trx
      .updateTable("newsletter_subscriptions")
      .set({ state: "pending", confirm_nonce: nonce, signed_up_at: at, unsubscribed_at: null })
      .where("lead_id", "=", found.lead_id)
      .execute();
    await setLeadState(trx, leadId, key, "pending");
  } else {
    const fields = leadFields(key, "pending");
    const row = await trx
      .insertInto("leads")
      .values({ reference: newReference(), kind: "newsletter", email: key, fields: JSON.stringify(fields), submitted_at: at, search_text: leadSearchText(key, fields) })
      .returning("id")
      .executeTakeFirstOrThrow();
    leadId = toNumber(row.id);
    await trx.insertInto("newsletter_subscriptions").values({ lead_id: leadId, email: key, state: "pending", confirm_nonce: nonce, signed_up_at: at }).execute();
  }
  await trx.insertInto("mail_outbox").values(outboxRows(leadId, [mail({ leadId, nonce })], now)).execute();
  return "confirmation queued";
}

export type ConfirmOutcome = "confirmed" | "invalid";

/**
 * Confirms the subscription whose last sign-up sent this nonce. A second
 * press of the same link confirms nothing new and says the same; a link from
 * before an unsubscribe, or of an erased lead, is refused.
 */
export async function confirmSubscriber(database: Database, leadId: number, nonce: string, now = new Date()): Promise<ConfirmOutcome> {
  return database.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("newsletter_subscriptions").where("lead_id", "=", leadId).select(["email", "state", "confirm_nonce"]).executeTakeFirst();
    if (!row || row.confirm_nonce === null || row.confirm_nonce !== nonce) return "invalid";
    if (row.state === "confirmed") return "confirmed";
    await trx.updateTable("newsletter_subscriptions").set({ state: "confirmed", confirmed_at: now.toISOString() }).where("lead_id", "=", leadId).execute();
    await setLeadState(trx, leadId, row.email, "confirmed");
    return "confirmed";
  });
}

export type UnsubscribeOutcome = "unsubscribed" | "already unsubscribed" | "unknown";

/** Takes the address off the list; again, it changes nothing. Its confirmation links stop working. */
export async function unsubscribeSubscriber(database: Database, leadId: number, now = new Date()): Promise<UnsubscribeOutcome> {
  return database.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("newsletter_subscriptions").where("lead_id", "=", leadId).select(["email", "state"]).executeTakeFirst();
    if (!row) return "unknown";
    if (row.state === "unsubscribed") return "already unsubscribed";
    await trx
      .updateTable("newsletter_subscriptions")
      .set({ state: "unsubscribed", confirm_nonce: null, unsubscribed_at: now.toISOString() })
      .where("lead_id", "=", leadId)
      .execute();
    await setLeadState(trx, leadId, row.email, "unsubscribed");
    return "unsubscribed";
  });
}

/** Where a subscription stands, for tests and the worker's future sends. */
export async function subscriptionState(database: Database, email: string): Promise<SubscriptionState | undefined> {
  const row = await database.db.selectFrom("newsletter_subscriptions").where("email", "=", email.toLowerCase()).select("state").executeTakeFirst();
  return row?.state;
}

/** The key that signs the newsletter's links, made by the migration. */
export async function newsletterSigningKey(database: Database): Promise<string> {
  const row = await database.db.selectFrom("signing_keys").where("purpose", "=", "newsletter").select("secret").executeTakeFirstOrThrow();
  return row.secret;
}

function leadFields(email: string, state: SubscriptionState): Record<string, string> {
  return { email, subscription: SUBSCRIPTION_STATES[state] };
}

/** The lead's fields say where the subscription stands, so the staff inbox shows it. */
async function setLeadState(trx: Transaction<DatabaseSchema>, leadId: number, email: string, state: SubscriptionState): Promise<void> {
  await trx.updateTable("leads").set({ fields: JSON.stringify(leadFields(email, state)) }).where("id", "=", leadId).execute();
}
