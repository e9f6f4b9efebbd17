import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("runs on a laptop with no variables set", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("localhost");
    expect(config.dataDir).toBe("./data");
    expect(config.siteUrl.href).toBe("http://localhost:3000/");
  });

  it("reads the variables it is given", () => {
    const config = loadConfig({ PORT: "8080", SITE_URL: "https://ankur.example.in", DATA_DIR: "/var/lib/ankur" });
    expect(config.port).toBe(8080);
    expect(config.siteUrl.origin).toBe("https://ankur.example.in");
    expect(config.dataDir).toBe("/var/lib/ankur");
  });

  it("names every bad variable", () => {
    expect(() => loadConfig({ PORT: "eighty", SITE_URL: "ftp://x" })).toThrow(/PORT.*SITE_URL/);
  });
});
