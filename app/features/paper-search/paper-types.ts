/** The repository's categories, in the order of its chips. */
export const researchCategories = ["Technology", "Digital", "Sustainability", "Innovation"] as const;
export type ResearchCategory = (typeof researchCategories)[number];

/** A paper of the Research Papers Repository (app/content/research-papers/<id>.yaml). */
export type ResearchPaper = {
  id: string;
  title: string;
  /** The author's name as printed ("Dr. Nandini Ghosh"). */
  author: string;
  institution: string;
  category: ResearchCategory;
  /** The publication day, YYYY-MM-DD. */
  publishDate: string;
  citations: number;
  abstract: string;
  /** Where Download Paper leads: the contact form, its topic naming the paper. */
  downloadUrl: string;
  keywords: readonly string[];
};
