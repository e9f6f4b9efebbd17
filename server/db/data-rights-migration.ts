import type { Transaction } from "kysely";
import type { Engine } from "./migrations.ts";
import type { DatabaseSchema } from "./schema.ts";

/** "0013-data-rights-requests": the rights requests and their audit trail (issue 24 §2). Filled in by its owner. */
export async function addDataRightsRequests(_db: Transaction<DatabaseSchema>, _engine: Engine): Promise<void> {}
