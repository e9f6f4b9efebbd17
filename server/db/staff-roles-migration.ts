import type { Transaction } from "kysely";
import type { Engine } from "./migrations.ts";
import type { DatabaseSchema } from "./schema.ts";

/** "0014-staff-roles": the staff roles (issue 25). Filled in by its owner. */
export async function addStaffRoles(_db: Transaction<DatabaseSchema>, _engine: Engine): Promise<void> {}
