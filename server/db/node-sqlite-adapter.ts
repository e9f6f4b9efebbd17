import type { DatabaseSync, SQLInputValue, StatementSync } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/**
 * Kysely's SQLite dialect speaks better-sqlite3's interface; this bridges
 * Node's built-in `node:sqlite` DatabaseSync to it, so SQLite needs no
 * package and nothing compiled. Differences it smooths over:
 * - better-sqlite3 says whether a statement returns rows (`reader`); here that
 *   is whether the statement has result columns (SELECT, ... RETURNING).
 * - node:sqlite takes parameters as arguments, not an array, and binds neither
 *   undefined nor Date: undefined becomes NULL, a Date its ISO text, a boolean 1 or 0.
 * Prepared statements are kept (up to STATEMENT_CACHE_SIZE) because Kysely
 * prepares every query anew; Kysely runs one query at a time on SQLite, so a
 * cached statement is never used twice at once.
 */
export const STATEMENT_CACHE_SIZE = 100;

export class NodeSqliteDatabase implements SqliteDatabase {
  readonly #db: DatabaseSync;
  readonly #statements = new Map<string, NodeSqliteStatement>();

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  prepare(sql: string): SqliteStatement {
    const cached = this.#statements.get(sql);
    if (cached) {
      // Move to the back: the map's order is the least recently used first.
      this.#statements.delete(sql);
      this.#statements.set(sql, cached);
      return cached;
    }
    const statement = new NodeSqliteStatement(this.#db.prepare(sql), () => this.#db.prepare(sql));
    this.#statements.set(sql, statement);
    if (this.#statements.size > STATEMENT_CACHE_SIZE) {
      const oldest = this.#statements.keys().next().value;
      if (oldest !== undefined) this.#statements.delete(oldest);
    }
    return statement;
  }

  close(): void {
    this.#statements.clear();
    this.#db.close();
  }
}

class NodeSqliteStatement implements SqliteStatement {
  readonly reader: boolean;
  readonly #statement: StatementSync;
  readonly #prepareFresh: () => StatementSync;

  constructor(statement: StatementSync, prepareFresh: () => StatementSync) {
    this.#statement = statement;
    this.#prepareFresh = prepareFresh;
    this.reader = statement.columns().length > 0;
  }

  all(parameters: readonly unknown[]): unknown[] {
    return this.#statement.all(...bindAll(parameters));
  }

  run(parameters: readonly unknown[]): { changes: number | bigint; lastInsertRowid: number | bigint } {
    return this.#statement.run(...bindAll(parameters));
  }

  iterate(parameters: readonly unknown[]): IterableIterator<unknown> {
    // A stream may outlive the next prepare() of the same SQL: give it its own statement.
    return this.#prepareFresh().iterate(...bindAll(parameters));
  }
}

function bindAll(parameters: readonly unknown[]): SQLInputValue[] {
  return parameters.map(bindValue);
}

/** A JavaScript value as node:sqlite can bind it. */
export function bindValue(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string" || typeof value === "number" || typeof value === "bigint" || ArrayBuffer.isView(value)) {
    return value as SQLInputValue;
  }
  throw new TypeError(`SQLite cannot store a value of type ${Object.prototype.toString.call(value)}`);
}
