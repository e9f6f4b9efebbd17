import { describe, expect, it } from "vitest";
import { registeredPagePath } from "./registered-page";

describe("registeredPagePath", () => {
  it("gives a programme's or an assessment's page from its file name", () => {
    expect(registeredPagePath("programmes", "catalyst-program")).toBe("/solutions-services/catalyst-program");
    expect(registeredPagePath("assessments", "investment-readiness")).toBe("/solutions-services/investment-readiness");
  });

  it("stops the build, naming the file, when the page is not in the registry", () => {
    expect(() => registeredPagePath("programmes", "moonshot-lab")).toThrow(
      "app/content/programmes/moonshot-lab.yaml: its page /solutions-services/moonshot-lab is not in app/config/pages.ts",
    );
  });
});
