import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CHALLENGE_KEY_FILE, loadChallengeKey } from "./challenge-key.ts";

describe("loadChallengeKey", () => {
  let dataDir = "";
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), "ankur-challenge-key-"));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it("takes ALTCHA_HMAC_KEY when it is set, and writes nothing", async () => {
    expect(await loadChallengeKey({ configured: "k".repeat(40), dataDir })).toBe("k".repeat(40));
    expect(() => statSync(join(dataDir, CHALLENGE_KEY_FILE))).toThrow(/ENOENT/);
  });

  it("makes a key on first start, readable by the server's user only, and keeps it", async () => {
    const first = await loadChallengeKey({ configured: undefined, dataDir: join(dataDir, "new") });
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = join(dataDir, "new", CHALLENGE_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await loadChallengeKey({ configured: undefined, dataDir: join(dataDir, "new") })).toBe(first);
  });

  it("gives two servers starting at once the same key", async () => {
    const keys = await Promise.all([1, 2, 3].map(() => loadChallengeKey({ configured: undefined, dataDir })));
    expect(new Set(keys).size).toBe(1);
    expect(readFileSync(join(dataDir, CHALLENGE_KEY_FILE), "utf8").trim()).toBe(keys[0]);
  });

  it("refuses a key file too short to sign with", async () => {
    writeFileSync(join(dataDir, CHALLENGE_KEY_FILE), "short\n");
    await expect(loadChallengeKey({ configured: undefined, dataDir })).rejects.toThrow(/holds no usable key/);
  });
});
