import { afterEach, describe, expect, it } from "vitest";
import { smtpSender } from "./smtp-sender.ts";
import { TestSmtpServer } from "./test-smtp-server.ts";

describe("smtpSender", () => {
  const server = new TestSmtpServer();
  afterEach(() => server.stop());

  it("sends one message after another over one connection", async () => {
    await server.start();
    const sender = smtpSender(server.url);
    try {
      for (const n of [1, 2, 3]) {
        await sender.send({ from: "no-reply@ankur.example.in", to: ["team@ankur.example.in"], subject: `Lead ${n}`, text: `Message ${n}` });
      }
    } finally {
      sender.close();
    }
    expect(server.received.map((mail) => mail.subject)).toEqual(["Lead 1", "Lead 2", "Lead 3"]);
    expect(server.connections).toBe(1);
  });
});
