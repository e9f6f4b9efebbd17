import { describe, expect, it, vi } from "vitest";
import { DATA_RIGHTS_TEXTS } from "../../../contract/data-rights/data-rights-texts.ts";
import { ApiError } from "~/lib/api-client";
import { requestYourDataLink } from "./request-your-data-link";

describe("requestYourDataLink", () => {
  it("posts the address and the honeypot to the link request, and shows the server's message", async () => {
    const post = vi.fn<(path: string, body: unknown) => Promise<unknown>>(async () => ({ success: true, message: "On its way." }));
    expect(await requestYourDataLink("asha@example.in", "", post)).toEqual({ ok: true, message: "On its way." });
    expect(post).toHaveBeenCalledWith("/data-rights/link", { email: "asha@example.in", website: "" });
  });

  it("falls back to the usual words on a success without a message", async () => {
    expect(await requestYourDataLink("asha@example.in", "", async () => undefined)).toEqual({ ok: true, message: DATA_RIGHTS_TEXTS.linkSent });
  });

  it("gives the field's message when the address is refused, and the server's message for a limit", async () => {
    const refused = async () => {
      throw new ApiError({ kind: "error-answer", status: 422, message: "Please check the highlighted field.", errors: { email: "Please enter a valid e-mail address." } });
    };
    expect(await requestYourDataLink("x", "", refused)).toEqual({ ok: false, message: "Please check the highlighted field.", emailError: "Please enter a valid e-mail address." });
    const limited = async () => {
      throw new ApiError({ kind: "error-answer", status: 429, message: DATA_RIGHTS_TEXTS.tooManyForAddress });
    };
    expect(await requestYourDataLink("asha@example.in", "", limited)).toEqual({ ok: false, message: DATA_RIGHTS_TEXTS.tooManyForAddress });
  });

  it("says the network failed when no answer came", async () => {
    const offline = async () => {
      throw new ApiError({ kind: "unreachable" });
    };
    expect((await requestYourDataLink("asha@example.in", "", offline)).ok).toBe(false);
  });
});
