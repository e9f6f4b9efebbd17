import { randomUUID } from "node:crypto";
import type { Generated, Kysely } from "kysely";
import { toNumber } from "./leads-repository.ts";
import type { OutboxStatus } from "./mail-outbox-schema.ts";
import type { Database } from "./open-database.ts";

/**
 * The outbox's claims, for every table that is delivered the outbox's way:
 * the e-mails (mail_outbox) and the webhook events (webhook_deliveries). Both
 * have the same claim columns. A claim is one statement, so two workers never
 * take one row: on PostgreSQL the candidates are locked FOR UPDATE SKIP
 * LOCKED, and SQLite has one writer. A claim lapses after a while, so a row
 * whose worker died is taken again; each take counts as a try.
 */
export type ClaimTable = "mail_outbox" | "webhook_deliveries";

type ClaimColumns = {
  id: Generated<number | string>;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: string | Date;
  claimed_until: string | Date | null;
  claim_token: string | null;
  last_error: string | null;
  sent_at: string | Date | null;
};

/** The database seen through the claim columns only, the same in each table. */
const claimDb = (database: Database) => database.db as unknown as Kysely<Record<ClaimTable, ClaimColumns>>;

/** A row taken by one worker: its id, its tries so far (this one included) and the claim's token. */
export type Claim = { id: number; attempts: number; claimToken: string };

export type ClaimOptions = { now: Date; batchSize: number; claimMs: number; maxAttempts: number };

/** The ids of up to batchSize rows that are due (or whose claim lapsed), oldest due first, locked on PostgreSQL. */
export function dueCandidates(database: Database, table: ClaimTable, { now, batchSize, maxAttempts }: Omit<ClaimOptions, "claimMs">) {
  const at = now.toISOString();
  let candidates = claimDb(database)
    .selectFrom(table)
    .select("id")
    .where((eb) =>
      eb.and([
        eb("attempts", "<", maxAttempts),
        eb.or([
          eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", at)]),
          eb.and([eb("status", "=", "sending"), eb("claimed_until", "<=", at)]),
        ]),
      ]),
    )
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(batchSize);
  if (database.engine === "postgres") candidates = candidates.forUpdate().skipLocked();
  return candidates;
}

/** Takes up to batchSize due rows and counts a try for each; ids ascending. */
export async function claimDue(database: Database, table: ClaimTable, options: ClaimOptions): Promise<Claim[]> {
  const claimToken = randomUUID();
  const rows = await claimDb(database)
    .updateTable(table)
    .set((eb) => ({
      status: "sending",
      attempts: eb("attempts", "+", 1),
      claimed_until: new Date(options.now.getTime() + options.claimMs).toISOString(),
      claim_token: claimToken,
    }))
    .where("id", "in", dueCandidates(database, table, options))
    .returning(["id", "attempts"])
    .execute();
  return rows.map((row) => ({ id: toNumber(row.id), attempts: toNumber(row.attempts), claimToken })).sort((a, b) => a.id - b.id);
}

/** Extends a claim before its row is delivered; false when the claim is no longer this worker's (then it is not delivered). */
export async function renewClaimIn(database: Database, table: ClaimTable, claim: Omit<Claim, "attempts">, { now, claimMs }: { now: Date; claimMs: number }): Promise<boolean> {
  const result = await claimDb(database)
    .updateTable(table)
    .set({ claimed_until: new Date(now.getTime() + claimMs).toISOString() })
    .where("id", "=", claim.id)
    .where("status", "=", "sending")
    .where("claim_token", "=", claim.claimToken)
    .where("claimed_until", ">", now.toISOString())
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A claimed row delivered. False when the claim was lost meanwhile. */
export async function markDeliveredIn(database: Database, table: ClaimTable, claim: Omit<Claim, "attempts">, now: Date): Promise<boolean> {
  const result = await claimDb(database)
    .updateTable(table)
    .set({ status: "sent", sent_at: now.toISOString(), claimed_until: null, claim_token: null, last_error: null })
    .where("id", "=", claim.id)
    .where("claim_token", "=", claim.claimToken)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** After a failed try: pending again from retryAt, or failed for good when retryAt is undefined. */
export async function markTryFailedIn(
  database: Database,
  table: ClaimTable,
  claim: Omit<Claim, "attempts">,
  { error, retryAt }: { error: string; retryAt: Date | undefined },
): Promise<boolean> {
  const result = await claimDb(database)
    .updateTable(table)
    .set({
      status: retryAt ? "pending" : "failed",
      ...(retryAt ? { next_attempt_at: retryAt.toISOString() } : {}),
      last_error: error.slice(0, 1000),
      claimed_until: null,
      claim_token: null,
    })
    .where("id", "=", claim.id)
    .where("claim_token", "=", claim.claimToken)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Hands back claimed rows whose delivery has not started (a worker shutting
 * down): pending again and due at once, the try their claim counted not
 * counted. A row whose claim was lost meanwhile is left alone.
 */
export async function releaseClaimsIn(database: Database, table: ClaimTable, claims: readonly Omit<Claim, "attempts">[]): Promise<number> {
  if (claims.length === 0) return 0;
  const result = await claimDb(database)
    .updateTable(table)
    .set((eb) => ({ status: "pending", attempts: eb("attempts", "-", 1), claimed_until: null, claim_token: null }))
    .where("id", "in", claims.map((claim) => claim.id))
    .where("claim_token", "in", [...new Set(claims.map((claim) => claim.claimToken))])
    .where("status", "=", "sending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Marks failed what has no try left: lapsed claims at the limit, and pending rows above a lowered one. */
export async function failExhaustedIn(database: Database, table: ClaimTable, { now, maxAttempts, reason }: { now: Date; maxAttempts: number; reason: string }): Promise<number> {
  const at = now.toISOString();
  const result = await claimDb(database)
    .updateTable(table)
    .set({ status: "failed", last_error: reason, claimed_until: null, claim_token: null })
    .where("attempts", ">=", maxAttempts)
    .where((eb) => eb.or([eb("status", "=", "pending"), eb.and([eb("status", "=", "sending"), eb("claimed_until", "<=", at)])]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A row in one of these states pending again, due now, with its tries reset ("send again"). False otherwise. */
export async function requeueIn(database: Database, table: ClaimTable, id: number, { now, from }: { now: Date; from: readonly OutboxStatus[] }): Promise<boolean> {
  const result = await claimDb(database)
    .updateTable(table)
    .set({ status: "pending", attempts: 0, next_attempt_at: now.toISOString(), last_error: null })
    .where("id", "=", id)
    .where("status", "in", [...from])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
