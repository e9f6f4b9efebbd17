import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from "kysely";
import type { Pool, PoolClient } from "pg";

/** A PostgreSQL statement that got no answer in time; its connection has been dropped. */
export class QueryTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`The database did not answer within ${timeoutMs} ms`);
    this.name = "QueryTimeoutError";
  }
}

const COMMIT = /^\s*commit\b/i;

/**
 * The pool Kysely uses, with a time limit on every statement but COMMIT. A
 * statement without an answer in time fails, and its connection is dropped
 * rather than given back: the statement may still be in flight on it, and
 * the server rolls back the transaction of a connection that is gone, so the
 * failure is the truth. A COMMIT is never cut short: once it is sent only the
 * server knows whether the lead is stored, and answering "not stored" while
 * it is would break the promise that a refused lead is not kept.
 */
export function timedPostgresPool(pool: Pool, timeoutMs: number): PostgresPool {
  return {
    connect: async () => timedClient(await pool.connect(), timeoutMs),
    end: () => pool.end(),
  };
}

type ClientWithSocket = PoolClient & { connection?: { stream?: { destroy: () => void } } };

function timedClient(client: PoolClient, timeoutMs: number): PostgresPoolClient {
  let dropped: QueryTimeoutError | undefined;

  function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  function query<R>(sqlOrCursor: string | PostgresCursor<R>, parameters?: ReadonlyArray<unknown>) {
    if (typeof sqlOrCursor !== "string") return client.query(sqlOrCursor as never) as unknown as PostgresCursor<R>;
    if (dropped) return Promise.reject(dropped);
    const running = client.query(sqlOrCursor, parameters as unknown[]) as unknown as Promise<PostgresQueryResult<R>>;
    if (COMMIT.test(sqlOrCursor)) return running;
    return new Promise<PostgresQueryResult<R>>((resolve, reject) => {
      const timer = setTimeout(() => {
        dropped = new QueryTimeoutError(timeoutMs);
        reject(dropped);
        (client as ClientWithSocket).connection?.stream?.destroy();
      }, timeoutMs);
      running.then(
        (result) => {
          clearTimeout(timer);
          resolve(result);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
  }

  return {
    query,
    // A dropped connection is destroyed, never handed to the next caller.
    release: () => client.release(dropped),
  };
}
