import type { Transaction } from "kysely";
import type { Engine } from "./migrations.ts";
import type { DatabaseSchema } from "./schema.ts";

/**
 * Migration "0005-idempotency-keys": the key a form sent with a lead and the
 * SHA-256 of the request it came with, both null for older leads and for
 * clients that send no key. One lead per kind and key: the unique index is
 * what settles two requests with the same key that arrive at once. Both
 * engines treat nulls as distinct, so leads without a key are not limited.
 */
export async function addIdempotencyKeys(db: Transaction<DatabaseSchema>, _engine: Engine): Promise<void> {
  await db.schema.alterTable("leads").addColumn("idempotency_key", "text").execute();
  await db.schema.alterTable("leads").addColumn("request_hash", "text").execute();
  await db.schema.createIndex("leads_kind_idempotency_key").unique().on("leads").columns(["kind", "idempotency_key"]).execute();
}
