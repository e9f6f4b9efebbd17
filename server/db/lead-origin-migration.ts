import type { Transaction } from "kysely";
import type { Engine } from "./migrations.ts";
import type { DatabaseSchema } from "./schema.ts";

/** "0011-lead-challenge-and-origin": each lead's proof-of-work check and where it came from; the spent challenges (issue 24 §1, §3). */
export async function addLeadChallengeAndOrigin(_db: Transaction<DatabaseSchema>, _engine: Engine): Promise<void> {}
