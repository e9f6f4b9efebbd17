import { describe, expect, it } from "vitest";
import { groupCommit } from "./group-commit.ts";

/** A fake store that records its transactions. */
function recorder(failWhen: (item: number) => boolean = () => false) {
  const batches: number[][] = [];
  const singles: number[] = [];
  const writer = groupCommit<number, string>({
    maxBatch: 3,
    writeBatch: async (items) => {
      await Promise.resolve();
      if (items.some(failWhen)) throw new Error("batch rolled back");
      batches.push([...items]);
      return items.map((n) => `saved ${n}`);
    },
    writeOne: async (item) => {
      await Promise.resolve();
      if (failWhen(item)) throw new Error(`cannot store ${item}`);
      singles.push(item);
      return `saved ${item}`;
    },
  });
  return { writer, batches, singles };
}

describe("groupCommit", () => {
  it("writes what arrives in one turn of the event loop as one transaction, each caller getting its own result", async () => {
    const { writer, batches, singles } = recorder();
    const results = await Promise.all([writer.write(1), writer.write(2), writer.write(3)]);
    expect(results).toEqual(["saved 1", "saved 2", "saved 3"]);
    expect(batches).toEqual([[1, 2, 3]]);
    expect(singles).toEqual([]);
  });

  it("writes a lone item on its own", async () => {
    const { writer, batches, singles } = recorder();
    expect(await writer.write(7)).toBe("saved 7");
    expect(batches).toEqual([]);
    expect(singles).toEqual([7]);
  });

  it("caps a transaction at maxBatch items and writes the rest next", async () => {
    const { writer, batches, singles } = recorder();
    await Promise.all([1, 2, 3, 4, 5].map((n) => writer.write(n)));
    expect(batches).toEqual([[1, 2, 3], [4, 5]]);
    expect(singles).toEqual([]);
  });

  it("takes what arrives while a transaction is being written into the next one", async () => {
    const { writer, batches } = recorder();
    const first = [writer.write(1), writer.write(2)];
    await new Promise((resolve) => setImmediate(resolve));
    const second = [writer.write(3), writer.write(4)];
    await Promise.all([...first, ...second]);
    expect(batches).toEqual([[1, 2], [3, 4]]);
  });

  it("when a transaction fails, writes each item on its own so only the bad one fails", async () => {
    const { writer, batches, singles } = recorder((n) => n === 2);
    const outcomes = await Promise.allSettled([writer.write(1), writer.write(2), writer.write(3)]);
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((outcomes[1] as PromiseRejectedResult).reason).toEqual(new Error("cannot store 2"));
    expect(batches).toEqual([]);
    expect(singles).toEqual([1, 3]);
  });

  it("when the failure is no item's (retryAlone says no), fails every caller of the batch at once", async () => {
    const lost = new Error("the database did not answer");
    const singles: number[] = [];
    const writer = groupCommit<number, string>({
      writeBatch: () => Promise.reject(lost),
      writeOne: async (item) => {
        singles.push(item);
        return `saved ${item}`;
      },
      retryAlone: (error) => error !== lost,
    });
    const outcomes = await Promise.allSettled([writer.write(1), writer.write(2), writer.write(3)]);
    expect(outcomes).toEqual([1, 2, 3].map(() => ({ status: "rejected", reason: lost })));
    expect(singles).toEqual([]);
  });
});

describe("groupCommit with concurrency", () => {
  it("writes up to `concurrency` transactions at once and batches what waits", async () => {
    let open = 0;
    let most = 0;
    const batches: number[][] = [];
    const writer = groupCommit<number, number>({
      concurrency: 2,
      maxBatch: 2,
      writeBatch: async (items) => {
        open++;
        most = Math.max(most, open);
        await new Promise((resolve) => setTimeout(resolve, 5));
        open--;
        batches.push([...items]);
        return [...items];
      },
      writeOne: async (item) => item,
    });
    expect(await Promise.all([1, 2, 3, 4, 5, 6].map((n) => writer.write(n)))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(most).toBe(2);
    expect(batches.flat().sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
