import { describe, expect, it } from "vitest";
import { parseAdminArgs } from "./admin-cli-args.ts";

describe("parseAdminArgs", () => {
  it("reads each command, in lower case addresses, staff unless --role says otherwise", () => {
    expect(parseAdminArgs(["create-user", "Asha@Ankur.Example.in"])).toEqual({ ok: true, command: { command: "create-user", email: "asha@ankur.example.in", role: "staff" } });
    expect(parseAdminArgs(["create-user", "asha@ankur.example.in", "--role", "admin"])).toMatchObject({ command: { role: "admin" } });
    expect(parseAdminArgs(["create-user", "--role=admin", "asha@ankur.example.in"])).toMatchObject({ command: { email: "asha@ankur.example.in", role: "admin" } });
    expect(parseAdminArgs(["set-role", "asha@ankur.example.in", "staff"])).toEqual({ ok: true, command: { command: "set-role", email: "asha@ankur.example.in", role: "staff" } });
    expect(parseAdminArgs(["reset-password", "asha@ankur.example.in"])).toEqual({ ok: true, command: { command: "reset-password", email: "asha@ankur.example.in" } });
    expect(parseAdminArgs(["list-users"])).toEqual({ ok: true, command: { command: "list-users" } });
    expect(parseAdminArgs(["--help"])).toEqual({ ok: true, command: { command: "help" } });
  });

  it("refuses unknown roles, options and commands, missing parts and anything that could be a password", () => {
    const problem = (args: string[]) => {
      const parsed = parseAdminArgs(args);
      return parsed.ok ? "accepted" : parsed.problem;
    };
    expect(problem(["create-user", "a@ankur.example.in", "--role", "owner"])).toMatch(/"owner" is not a role: give admin or staff/);
    expect(problem(["create-user", "a@ankur.example.in", "--role"])).toMatch(/--role needs a role/);
    expect(problem(["create-user", "a@ankur.example.in", "--role", "admin", "--role", "staff"])).toMatch(/once/);
    expect(problem(["create-user", "a@ankur.example.in", "--admin"])).toMatch(/Unknown option "--admin"/);
    expect(problem(["create-user", "a@ankur.example.in", "Secret-Password-1"])).toMatch(/never taken as arguments/);
    expect(problem(["reset-password", "a@ankur.example.in", "Secret-Password-1"])).toMatch(/never taken as arguments/);
    expect(problem(["set-role", "a@ankur.example.in"])).toMatch(/Please give the role/);
    expect(problem(["set-role", "a@ankur.example.in", "superuser"])).toMatch(/not a role/);
    expect(problem(["set-role", "a@ankur.example.in", "admin", "now"])).toMatch(/Too many arguments/);
    expect(problem(["set-role", "not-an-address", "admin"])).toMatch(/not an e-mail address/);
    expect(problem(["list-users", "all"])).toMatch(/no arguments/);
    expect(problem(["delete-user", "a@ankur.example.in"])).toMatch(/Unknown command "delete-user"/);
    expect(parseAdminArgs([])).toEqual({ ok: false, problem: "", showUsage: true });
  });
});
