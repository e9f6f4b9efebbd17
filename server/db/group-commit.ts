/**
 * Group commit: writes that arrive together share one transaction, so one
 * disk flush (SQLite: WAL with synchronous=FULL; PostgreSQL: the commit)
 * makes many of them durable. Each caller still learns its own outcome only
 * after the transaction that holds its write has committed.
 *
 * Writes queue until the event loop has taken every request of the current
 * turn (setImmediate), and while a batch is being written; then the queue is
 * written as one batch. A lone write waits one turn of the loop, nothing more.
 * When a batch fails, each of its writes is tried again on its own, so one
 * bad write (a taken reference, a constraint) fails only its own caller;
 * unless retryAlone says the failure is not one write's (the database went
 * away): then every caller of the batch gets the error at once.
 */
export type GroupCommit<T, R> = { write: (item: T) => Promise<R> };

type Pending<T, R> = { item: T; resolve: (result: R) => void; reject: (error: unknown) => void };

export type GroupCommitOptions<T, R> = {
  /** Writes every item in one transaction; resolves with one result per item, in order. */
  writeBatch: (items: readonly T[]) => Promise<R[]>;
  /** Writes one item in its own transaction (with its own retries). */
  writeOne: (item: T) => Promise<R>;
  /** Most items in one transaction. */
  maxBatch?: number;
  /** Transactions written at once: 1 for SQLite's single writer, more for a server's connection pool. */
  concurrency?: number;
  /** Whether a failed batch's writes are worth trying one by one (default: always). */
  retryAlone?: (error: unknown) => boolean;
};

export function groupCommit<T, R>({ writeBatch, writeOne, maxBatch = 100, concurrency = 1, retryAlone = () => true }: GroupCommitOptions<T, R>): GroupCommit<T, R> {
  const queue: Pending<T, R>[] = [];
  let scheduled = false;
  let writing = 0;

  const settleOne = (pending: Pending<T, R>) => writeOne(pending.item).then(pending.resolve, pending.reject);

  async function writeQueued(batch: Pending<T, R>[]): Promise<void> {
    if (batch.length === 1) return settleOne(batch[0] as Pending<T, R>);
    let results: R[];
    try {
      results = await writeBatch(batch.map((p) => p.item));
    } catch (error) {
      if (!retryAlone(error)) {
        for (const pending of batch) pending.reject(error);
        return;
      }
      // The batch rolled back as a whole: store each write on its own.
      for (const pending of batch) await settleOne(pending);
      return;
    }
    batch.forEach((pending, i) => pending.resolve(results[i] as R));
  }

  function drain(): void {
    scheduled = false;
    while (queue.length > 0 && writing < concurrency) {
      writing++;
      void writeQueued(queue.splice(0, maxBatch)).finally(() => {
        writing--;
        drain();
      });
    }
  }

  return {
    write(item: T): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (!scheduled && writing < concurrency) {
          scheduled = true;
          setImmediate(drain);
        }
      });
    },
  };
}
