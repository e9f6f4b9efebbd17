/**
 * Build time only (the page shells of /ecosystem, /ecosystem/associate-bodies
 * and About Us): their copy from app/content/ecosystem-page.yaml and
 * app/content/associate-bodies-page.yaml.
 */
import { getEntry } from "astro:content";
import type { StageOverview } from "~/features/content-sections/stage-timeline";
import type { AssociateBodiesCopy } from "./associate-bodies-content";
import type { EcosystemCopy } from "./ecosystem-content";

const ecosystem = await getEntry("ecosystemPage", "page");
// A file that is not valid YAML is only logged by the loader ([file-loader]); the build stops here instead.
if (!ecosystem) throw new Error("app/content/ecosystem-page.yaml is missing or is not valid YAML (see the [file-loader] error above)");

export const ecosystemPage: EcosystemCopy = ecosystem.data;

/** The five incubation stages in their short wording (the Ecosystem hub's, shown on About Us too). */
export const stagesOverview: readonly StageOverview[] = ecosystem.data.incubationModel.stages;

const associateBodies = await getEntry("associateBodiesPage", "page");
if (!associateBodies) throw new Error("app/content/associate-bodies-page.yaml is missing or is not valid YAML (see the [file-loader] error above)");

export const associateBodiesPage: AssociateBodiesCopy = associateBodies.data;
