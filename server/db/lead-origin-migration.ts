import type { Transaction } from "kysely";
import type { Engine } from "./migrations.ts";
import type { DatabaseSchema } from "./schema.ts";

/**
 * "0011-lead-challenge-and-origin" (issue 24 §1, §3): each lead's spam check
 * ("verified" with a good proof-of-work solution, "unverified" without one;
 * null for leads stored before the check existed) and where it came from
 * (JSON: landing page, referrer, utm_* tags, the page it was sent from); and
 * the challenges already spent, each kept until it expires, so that a
 * solution is taken once however many servers share the database. Times are
 * epoch milliseconds in a 64-bit integer, as in rate_limit_hits.
 */
export async function addLeadChallengeAndOrigin(db: Transaction<DatabaseSchema>, engine: Engine): Promise<void> {
  await db.schema.alterTable("leads").addColumn("verification", "text").execute();
  await db.schema.alterTable("leads").addColumn("origin", "text").execute();
  await db.schema.createIndex("leads_verification").on("leads").column("verification").execute();
  await db.schema
    .createTable("spent_challenges")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("expires_at", engine === "sqlite" ? "integer" : "bigint", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("spent_challenges_expires_at").on("spent_challenges").column("expires_at").execute();
}
