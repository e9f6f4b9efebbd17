import type { Transaction } from "kysely";
import type { Engine } from "./migrations.ts";
import type { DatabaseSchema } from "./schema.ts";

/** "0016-webhooks": the webhook deliveries (issue 25). Filled in by its owner. */
export async function addWebhooks(_db: Transaction<DatabaseSchema>, _engine: Engine): Promise<void> {}
