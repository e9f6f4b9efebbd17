import { type Transaction, sql } from "kysely";
import type { Engine } from "./migrations.ts";
import type { DatabaseSchema } from "./schema.ts";

/**
 * "0014-staff-roles": a role per staff account (issue 25, decision 0019),
 * `admin` or `staff`, checked by the database. Every account that exists
 * when the migration runs becomes an admin, so no team loses what it could
 * do before the upgrade; accounts made afterwards are staff unless made
 * otherwise (`npm run admin -- create-user EMAIL --role admin`).
 */
export async function addStaffRoles(db: Transaction<DatabaseSchema>, _engine: Engine): Promise<void> {
  await db.schema
    .alterTable("staff_users")
    .addColumn("role", "text", (col) => col.notNull().defaultTo("staff").check(sql`role in ('admin', 'staff')`))
    .execute();
  await db.updateTable("staff_users").set({ role: "admin" }).execute();
}
