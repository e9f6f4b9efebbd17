import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { isWebhookSecret, isWebhookUrl, parseWebhookUrls } from "./webhook-config.ts";

const SECRET = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;

describe("webhook configuration", () => {
  it("takes https URLs, and http only for this machine", () => {
    expect(isWebhookUrl("https://crm.example.in/hooks/ankur")).toBe(true);
    expect(isWebhookUrl("http://127.0.0.1:4010/hook")).toBe(true);
    expect(isWebhookUrl("http://localhost/hook")).toBe(true);
    expect(isWebhookUrl("http://crm.example.in/hook")).toBe(false);
    expect(isWebhookUrl("https://user:pass@crm.example.in/hook")).toBe(false);
    expect(isWebhookUrl("ftp://crm.example.in/")).toBe(false);
    expect(isWebhookUrl("crm.example.in")).toBe(false);
  });

  it("splits a comma-separated list, drops repeats, refuses one bad URL in it", () => {
    expect(parseWebhookUrls(" https://a.example/h , https://b.example/h,https://a.example/h ")).toEqual(["https://a.example/h", "https://b.example/h"]);
    expect(parseWebhookUrls("https://a.example/h, http://b.example/h")).toBeUndefined();
    expect(parseWebhookUrls(" , ")).toBeUndefined();
  });

  it("takes a whsec_ secret of 24 to 64 bytes only", () => {
    expect(isWebhookSecret(SECRET)).toBe(true);
    expect(isWebhookSecret(`whsec_${Buffer.alloc(16).toString("base64")}`)).toBe(false);
    expect(isWebhookSecret(Buffer.alloc(32).toString("base64"))).toBe(false);
    expect(isWebhookSecret("whsec_not base64!")).toBe(false);
  });

  it("is off without URLs, and needs the secret with them", () => {
    expect(loadConfig({}).webhooks).toEqual({ urls: [], secret: undefined });
    expect(loadConfig({ LEAD_WEBHOOK_URLS: "", LEAD_WEBHOOK_SECRET: "" }).webhooks.urls).toEqual([]);
    expect(() => loadConfig({ LEAD_WEBHOOK_URLS: "https://crm.example.in/hook" })).toThrow(/LEAD_WEBHOOK_SECRET: is required when LEAD_WEBHOOK_URLS is set/);
    expect(() => loadConfig({ LEAD_WEBHOOK_URLS: "http://crm.example.in/hook", LEAD_WEBHOOK_SECRET: SECRET })).toThrow(/LEAD_WEBHOOK_URLS: must be https/);
    expect(() => loadConfig({ LEAD_WEBHOOK_SECRET: "secret" })).toThrow(/LEAD_WEBHOOK_SECRET: must be a Standard Webhooks secret/);
    expect(loadConfig({ LEAD_WEBHOOK_URLS: "https://crm.example.in/hook", LEAD_WEBHOOK_SECRET: SECRET }).webhooks).toEqual({ urls: ["https://crm.example.in/hook"], secret: SECRET });
  });
});
