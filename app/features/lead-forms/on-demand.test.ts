import { describe, expect, it, vi } from "vitest";
import { onDemand } from "./on-demand";

describe("onDemand", () => {
  it("loads nothing until started, then once however often it is started or asked for", async () => {
    const load = vi.fn<() => Promise<string>>(() => Promise.resolve("kit"));
    const kit = onDemand(load);
    expect(load).not.toHaveBeenCalled();
    expect(kit.current()).toBeUndefined();
    kit.start();
    kit.start();
    const [first, second] = await Promise.all([kit.get(), kit.get()]);
    kit.start();
    expect(first).toBe("kit");
    expect(second).toBe("kit");
    expect(kit.current()).toBe("kit");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("gives a waiting caller the value once it arrives", async () => {
    const arrival = Promise.withResolvers<string>(); // a load the test settles by hand
    const kit = onDemand(() => arrival.promise);
    kit.start();
    let got: string | undefined;
    const waiting = kit.get().then((value) => (got = value));
    await Promise.resolve();
    expect(got).toBeUndefined();
    expect(kit.current()).toBeUndefined();
    arrival.resolve("kit");
    await waiting;
    expect(got).toBe("kit");
  });

  it("reports a failed load to whoever waits, swallows it for start, and tries again at the next get", async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module")).mockResolvedValueOnce("kit");
    const kit = onDemand(load);
    kit.start();
    await expect(kit.get()).rejects.toThrow("Failed to fetch");
    expect(kit.current()).toBeUndefined();
    // More interaction does not retry at every key; the next submit (get) does.
    kit.start();
    expect(load).toHaveBeenCalledTimes(1);
    await expect(kit.get()).resolves.toBe("kit");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("treats a load that throws at once as a failed load", async () => {
    const kit = onDemand<string>(() => {
      throw new Error("no import()");
    });
    expect(() => kit.start()).not.toThrow();
    await expect(kit.get()).rejects.toThrow("no import()");
  });
});
