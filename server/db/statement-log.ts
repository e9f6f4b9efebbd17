import type { KyselyPlugin, RootOperationNode } from "kysely";
import type { Database } from "./open-database.ts";

/**
 * Tests: the same database, with a log of the statements sent through it
 * ("insert into mail_outbox", "select", ...), to check how many round trips
 * a piece of work costs.
 */
export function withStatementLog(database: Database): { database: Database; statements: string[] } {
  const statements: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      statements.push(describe(node));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { database: { ...database, db: database.db.withPlugin(plugin) }, statements };
}

function describe(node: RootOperationNode): string {
  if (node.kind === "InsertQueryNode") return `insert into ${node.into?.table.identifier.name ?? "?"}`;
  return node.kind.replace(/QueryNode$/, "").toLowerCase();
}
