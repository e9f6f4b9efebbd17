import { describe, expect, it } from "vitest";
import { RoundRobin, type ServerInstance, withSearchPath } from "./server-instances.ts";

describe("server instances", () => {
  it("puts a schema first on the search path of every connection, keeping the rest of the URL", () => {
    expect(withSearchPath("postgres://ankur:p+w@127.0.0.1:5432/ankur_test", "scale_ab12")).toBe(
      "postgres://ankur:p+w@127.0.0.1:5432/ankur_test?options=-c%20search_path%3Dscale_ab12",
    );
    expect(withSearchPath("postgres://a@h/db?sslmode=disable&options=-c%20x%3D1", "s")).toBe("postgres://a@h/db?sslmode=disable&options=-c%20search_path%3Ds");
  });

  it("hands out the live instances in turn, skipping a removed one", () => {
    const [a, b, c] = ["a", "b", "c"].map((name) => ({ name }) as ServerInstance) as [ServerInstance, ServerInstance, ServerInstance];
    const robin = new RoundRobin([a, b, c]);
    expect([robin.pick(), robin.pick(), robin.pick(), robin.pick()].map((i) => i.name)).toEqual(["a", "b", "c", "a"]);
    robin.remove(c);
    expect([robin.pick(), robin.pick(), robin.pick()].map((i) => i.name)).toEqual(["b", "a", "b"]);
  });
});
