import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough, Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { verifyPassword } from "../api/admin/password-hash.ts";
import { openDatabase } from "../db/open-database.ts";
import { readAuditLog } from "../db/audit-log-repository.ts";
import { findStaffUser } from "../db/staff-users-repository.ts";
import { testEngines, useTestDatabase } from "../db/test-databases.ts";
import { runAdminCli } from "./admin-cli.ts";

const PASSWORD = "Monsoon-Pune-2026!";

class Collect extends Writable {
  text = "";
  onWrite?: () => void;
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.text += chunk.toString();
    this.onWrite?.();
    done();
  }
}

type FakeStdin = PassThrough & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown; promptShown?: () => void };

/** Standard input as piped text. */
function stdinOf(text: string): FakeStdin {
  return new PassThrough().end(text);
}

/**
 * A terminal on which a person types each of `answers` once its prompt is on
 * the screen: a prompt takes the terminal into raw mode, then shows itself,
 * and keys pressed before that are not meant for it.
 */
function terminal(...answers: string[]): FakeStdin {
  const stdin: FakeStdin = new PassThrough();
  let prompting = false;
  stdin.isTTY = true;
  stdin.setRawMode = vi.fn<(raw: boolean) => unknown>((raw) => (prompting = raw));
  stdin.promptShown = () => {
    if (!prompting) return;
    prompting = false;
    setImmediate(() => stdin.write(answers.shift() ?? ""));
  };
  return stdin;
}

describe.each(testEngines())("npm run admin on $name", (engine) => {
  const t = useTestDatabase(engine);

  const run = async (args: string[], stdin: FakeStdin) => {
    const stdout = new Collect();
    const stderr = new Collect();
    stderr.onWrite = stdin.promptShown;
    const code = await runAdminCli(args, { stdin, stdout, stderr, env: {}, open: async () => t.database });
    return { code, stdout: stdout.text, stderr: stderr.text };
  };

  it("creates an account with the password from standard input, hashed", async () => {
    const result = await run(["create-user", "Anjali.Rao@Ankur.example.in"], stdinOf(`${PASSWORD}\n`));
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(result.stdout).toMatch(/Created the staff account anjali\.rao@ankur\.example\.in .*Sign in at \/admin\/sign-in/);
    const user = await findStaffUser(t.database, "anjali.rao@ankur.example.in");
    expect(user?.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(user?.passwordHash).not.toContain(PASSWORD);
    expect(await verifyPassword(PASSWORD, user?.passwordHash ?? "")).toBe(true);
    const again = await run(["create-user", "anjali.rao@ankur.example.in"], stdinOf(`${PASSWORD}\n`));
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already has an account/);
  });

  it("asks on a terminal without echoing, twice, and resets a password", async () => {
    await run(["create-user", "ravi@ankur.example.in"], stdinOf(`${PASSWORD}\n`));
    const newPassword = "Bengaluru-Rains-2026";
    const stdin = terminal(`${newPassword}x\u007f\r`, `${newPassword}\r`);
    const result = await run(["reset-password", "ravi@ankur.example.in"], stdin);
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/New password for ravi@ankur\.example\.in:[^]*The same password again:/);
    expect(result.stderr).not.toContain("Bengaluru");
    expect(result.stdout).toMatch(/Set a new password for ravi@ankur\.example\.in/);
    const user = await findStaffUser(t.database, "ravi@ankur.example.in");
    expect(await verifyPassword(newPassword, user?.passwordHash ?? "")).toBe(true);
    expect(stdin.setRawMode).toHaveBeenCalledWith(true);
    expect(stdin.setRawMode).toHaveBeenLastCalledWith(false);
  });

  it("changes nothing when the two typed passwords differ or the account does not exist", async () => {
    const differ = await run(["create-user", "meera@ankur.example.in"], terminal(`${PASSWORD}\r`, `${PASSWORD}-typo\r`));
    expect(differ.code).toBe(1);
    expect(differ.stderr).toMatch(/differ/);
    expect(await findStaffUser(t.database, "meera@ankur.example.in")).toBeUndefined();
    const missing = await run(["reset-password", "nobody@ankur.example.in"], stdinOf(`${PASSWORD}\n`));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/no staff account/);
  });

  it("stops, changing nothing, when the prompt is cancelled with Ctrl-C or Ctrl-D", async () => {
    for (const key of ["\u0003", "Mon\u0004"]) {
      const stdin = terminal(key);
      const result = await run(["create-user", "cancel@ankur.example.in"], stdin);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/Cancelled\.\n$/);
      expect(stdin.setRawMode).toHaveBeenLastCalledWith(false);
    }
    expect(await findStaffUser(t.database, "cancel@ankur.example.in")).toBeUndefined();
  });

  it("never takes a password as an argument and checks what it is given", async () => {
    const extra = await run(["create-user", "a@ankur.example.in", PASSWORD], stdinOf(""));
    expect(extra.code).toBe(2);
    expect(extra.stderr).toMatch(/never taken as arguments/);
    expect((await run(["create-user", "not-an-address"], stdinOf(`${PASSWORD}\n`))).code).toBe(2);
    expect((await run(["delete-user", "a@ankur.example.in"], stdinOf(""))).code).toBe(2);
    expect((await run([], stdinOf(""))).code).toBe(2);
    const short = await run(["create-user", "a@ankur.example.in"], stdinOf("short\n"));
    expect(short.code).toBe(1);
    expect(short.stderr).toMatch(/at least 12 characters/);
    const none = await run(["create-user", "a@ankur.example.in"], stdinOf(""));
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(/No password on standard input/);
    expect(await findStaffUser(t.database, "a@ankur.example.in")).toBeUndefined();
  });
});

describe.each(testEngines())("npm run admin's roles on $name", (engine) => {
  const t = useTestDatabase(engine);

  const run = async (args: string[], stdin: FakeStdin = stdinOf("")) => {
    const stdout = new Collect();
    const stderr = new Collect();
    const code = await runAdminCli(args, { stdin, stdout, stderr, env: { USER: "deploy" }, open: async () => t.database });
    return { code, stdout: stdout.text, stderr: stderr.text };
  };
  const auditEntries = async () => (await readAuditLog(t.database.db)).reverse();

  it("creates staff unless --role admin, and records each account in the audit log as made by npm run admin", async () => {
    expect((await run(["create-user", "asha@ankur.example.in", "--role", "admin"], stdinOf(`${PASSWORD}\n`))).stdout).toMatch(/Created the admin account asha@ankur\.example\.in/);
    expect((await run(["create-user", "ravi@ankur.example.in"], stdinOf(`${PASSWORD}\n`))).stdout).toMatch(/Created the staff account ravi@ankur\.example\.in/);
    expect((await findStaffUser(t.database, "asha@ankur.example.in"))?.role).toBe("admin");
    expect((await findStaffUser(t.database, "ravi@ankur.example.in"))?.role).toBe("staff");
    expect(await auditEntries()).toMatchObject([
      { action: "staff-account-created", actorEmail: null, details: { account: "asha@ankur.example.in", role: "admin", by: "npm run admin", systemUser: "deploy" } },
      { action: "staff-account-created", actorEmail: null, details: { account: "ravi@ankur.example.in", role: "staff", by: "npm run admin" } },
    ]);
    const refused = await run(["create-user", "meera@ankur.example.in", "--role", "owner"], stdinOf(`${PASSWORD}\n`));
    expect(refused).toMatchObject({ code: 2, stdout: "" });
    expect(await findStaffUser(t.database, "meera@ankur.example.in")).toBeUndefined();
  });

  it("sets a role, audited, keeps the last admin one, and says when nothing changes", async () => {
    await run(["create-user", "asha@ankur.example.in", "--role", "admin"], stdinOf(`${PASSWORD}\n`));
    await run(["create-user", "ravi@ankur.example.in"], stdinOf(`${PASSWORD}\n`));
    const last = await run(["set-role", "asha@ankur.example.in", "staff"]);
    expect(last.code).toBe(1);
    expect(last.stderr).toMatch(/only admin, so it stays one/);
    expect((await findStaffUser(t.database, "asha@ankur.example.in"))?.role).toBe("admin");

    expect(await run(["set-role", "Ravi@Ankur.example.in", "admin"])).toMatchObject({ code: 0, stdout: "ravi@ankur.example.in is now admin (was staff).\n" });
    expect(await run(["set-role", "asha@ankur.example.in", "staff"])).toMatchObject({ code: 0, stdout: "asha@ankur.example.in is now staff (was admin).\n" });
    expect(await run(["set-role", "asha@ankur.example.in", "staff"])).toMatchObject({ code: 0, stdout: "asha@ankur.example.in is already staff; nothing changed.\n" });
    expect((await run(["set-role", "nobody@ankur.example.in", "admin"])).stderr).toMatch(/no staff account for nobody@ankur\.example\.in/);
    const changes = (await auditEntries()).filter((entry) => entry.action === "role-change");
    expect(changes).toMatchObject([
      { actorEmail: null, details: { account: "ravi@ankur.example.in", from: "staff", to: "admin", by: "npm run admin" } },
      { actorEmail: null, details: { account: "asha@ankur.example.in", from: "admin", to: "staff", by: "npm run admin" } },
    ]);
  });

  it("lists every account with its role and when it was made, admins first; a password reset is audited too", async () => {
    expect((await run(["list-users"])).stdout).toMatch(/No staff accounts yet/);
    await run(["create-user", "zoya@ankur.example.in"], stdinOf(`${PASSWORD}\n`));
    await run(["create-user", "kabir@ankur.example.in", "--role=admin"], stdinOf(`${PASSWORD}\n`));
    const listed = await run(["list-users"]);
    expect(listed.code).toBe(0);
    const lines = listed.stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^E-mail\s+Role\s+Created \(IST\)$/);
    expect(lines[1]).toMatch(/^kabir@ankur\.example\.in\s+admin\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(lines[2]).toMatch(/^zoya@ankur\.example\.in\s+staff\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(listed.stdout).not.toMatch(/scrypt/);
    await run(["reset-password", "zoya@ankur.example.in"], stdinOf("Another-Long-Password-1\n"));
    expect((await readAuditLog(t.database.db, 1))[0]).toMatchObject({ action: "password-reset", actorEmail: null, details: { account: "zoya@ankur.example.in", by: "npm run admin" } });
  });
});

describe("scripts/admin.ts", () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), "ankur-admin-cli-"));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("works on the SQLite file under DATA_DIR", async () => {
    const result = spawnSync(process.execPath, ["scripts/admin.ts", "create-user", "kavya@ankur.example.in"], {
      input: `${PASSWORD}\n`,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      encoding: "utf8",
    });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    const database = await openDatabase({ dataDir });
    try {
      expect((await findStaffUser(database, "kavya@ankur.example.in"))?.email).toBe("kavya@ankur.example.in");
    } finally {
      await database.close();
    }
  });
});
