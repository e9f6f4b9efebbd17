import type { Transaction } from "kysely";
import type { Engine } from "./migrations.ts";
import type { DatabaseSchema } from "./schema.ts";

/** "0012-lead-retention": the retention job's tables and columns (issue 24 §2). Filled in by its owner. */
export async function addLeadRetention(_db: Transaction<DatabaseSchema>, _engine: Engine): Promise<void> {}
