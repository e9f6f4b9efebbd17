import type { LeadKind } from "../../contract/leads/lead-paths.ts";
import { type GroupCommit, groupCommit } from "./group-commit.ts";
import { type IdempotencyKeyOf, type KeyedLead, findLeadByIdempotencyKey, findLeadsByIdempotencyKeys } from "./leads-repository.ts";
import type { Database } from "./open-database.ts";

/** Most keys in one query. */
const MAX_KEYS_AT_ONCE = 500;
/** One query in flight at a time: the lookups that come meanwhile make the next one (and the pool keeps its connections for the lead writes). */
const QUERIES_AT_ONCE = 1;

const lookups = new WeakMap<Database, GroupCommit<IdempotencyKeyOf, KeyedLead | undefined>>();

/**
 * The lead of this kind first sent with this Idempotency-Key, if any: the
 * same answer as findLeadByIdempotencyKey, but the lookups of submissions
 * that arrive in one turn of the event loop (or while earlier ones are being
 * answered) share one query, so a busy server pays one round trip for many
 * keyed submissions. A failed query fails every lookup in it.
 */
export function lookUpIdempotencyKey(database: Database, kind: LeadKind, key: string): Promise<KeyedLead | undefined> {
  let lookup = lookups.get(database);
  if (!lookup) {
    lookup = groupCommit<IdempotencyKeyOf, KeyedLead | undefined>({
      maxBatch: MAX_KEYS_AT_ONCE,
      concurrency: QUERIES_AT_ONCE,
      writeOne: (wanted) => findLeadByIdempotencyKey(database, wanted.kind, wanted.key),
      writeBatch: (wanted) => findLeadsByIdempotencyKeys(database, wanted),
      retryAlone: () => false,
    });
    lookups.set(database, lookup);
  }
  return lookup.write({ kind, key });
}
