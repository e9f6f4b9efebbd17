import { contactLink } from "~/lib/contact-link";
import type { ResearchPaper } from "./paper-types";

/** A paper as the repository shows it: Download Paper opens the contact form with the paper named as the topic. */
export function researchPaperOf(id: string, paper: Omit<ResearchPaper, "id" | "downloadUrl">): ResearchPaper {
  return { ...paper, id, downloadUrl: contactLink(`Paper request: ${paper.title}`) };
}
