import type { Transaction } from "kysely";
import type { Engine } from "./migrations.ts";
import type { DatabaseSchema } from "./schema.ts";

/** "0015-lead-work": owners, the reply-time clock and replies (issue 25). Filled in by its owner. */
export async function addLeadWork(_db: Transaction<DatabaseSchema>, _engine: Engine): Promise<void> {}
