import { keepingEarlyInput } from "~/components/early-input/keeping-early-input";
import { ResearchPapersSection } from "./research-papers-section";

/** The paper search as the Astro page's island: words typed while its code was on its way still filter. */
export const ResearchPapersSectionIsland = keepingEarlyInput(ResearchPapersSection);
