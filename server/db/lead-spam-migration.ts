import type { Transaction } from "kysely";
import type { Engine } from "./migrations.ts";
import type { DatabaseSchema } from "./schema.ts";

/** "0017-lead-spam-marks" (issue 25): filled in by the people-and-spam work. */
export async function addLeadSpamMarks(_db: Transaction<DatabaseSchema>, _engine: Engine): Promise<void> {}
