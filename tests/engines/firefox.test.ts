import { describe } from "vitest";
import { reportMissingLeg } from "../../server/test-legs.ts";
import { smokeScenarios } from "./smoke-scenarios.ts";
import { FIREFOX_PATH, firefoxAvailable, openFirefox } from "./firefox-page.ts";

const available = firefoxAvailable();
if (!available) {
  reportMissingLeg({
    name: "Firefox smoke leg",
    missing: `there is no Firefox at ${FIREFOX_PATH}`,
    instead: "The site was not tried in Firefox.",
    howToRun: "apt-get install firefox-esr (bash .ci/run does), or set FIREFOX_PATH.",
  });
}

describe.runIf(available)("the site in Firefox (ESR, WebDriver BiDi)", () => {
  smokeScenarios(openFirefox);
});
