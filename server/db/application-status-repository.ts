import type { Database } from "./open-database.ts";

/**
 * The staff status of an incubation application, looked up by its reference
 * and the applicant's e-mail address together (case-insensitively), so a
 * wrong reference and a wrong address take the same query and give the same
 * nothing.
 */
export async function findApplicationStatus(database: Database, reference: string, email: string): Promise<string | undefined> {
  const row = await database.db
    .selectFrom("leads")
    .select("status")
    .where("reference", "=", reference)
    .where("kind", "=", "incubation")
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
    .executeTakeFirst();
  return row?.status;
}
