import { describe } from "vitest";
import { reportMissingLeg } from "../../server/test-legs.ts";
import { smokeScenarios } from "./smoke-scenarios.ts";
import { WEBKIT_DRIVER, openWebKit, webkitAvailable } from "./webkit-page.ts";

const available = webkitAvailable();
if (!available) {
  reportMissingLeg({
    name: "WebKit smoke leg",
    missing: `WebKitWebDriver (${WEBKIT_DRIVER}), its MiniBrowser or a display (DISPLAY) is missing`,
    instead: "The site was not tried in WebKit.",
    howToRun: "apt-get install webkit2gtk-driver xvfb, then npm run test:engines (it runs under xvfb-run; bash .ci/run does).",
  });
}

describe.runIf(available)("the site in WebKit (WebKitGTK MiniBrowser, classic WebDriver)", () => {
  smokeScenarios(openWebKit);
});
