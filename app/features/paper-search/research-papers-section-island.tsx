import { ResearchPapersSection } from "./research-papers-section";

/** The paper search as the Astro page's island; PaperSearch searches for words typed while its code was on its way. */
export const ResearchPapersSectionIsland = ResearchPapersSection;
