/** The gallery's categories, in the order of its chips. */
export const successStoryCategories = ["SaaS", "CleanTech", "HealthTech", "FinTech"] as const;
export type SuccessStoryCategory = (typeof successStoryCategories)[number];

/** A story of the Success Stories Gallery (app/content/success-stories/<id>.yaml). */
export type SuccessStory = {
  id: string;
  company: string;
  founder: string;
  category: SuccessStoryCategory;
  funding: string;
  impact: string;
  achievement: string;
  /** Its cover: a cover photo file or its generated art, /covers/stories/<id>.svg. */
  image: string;
  /** A logo file in app/assets/photos/; without one an emblem drawn from the company's name is shown. */
  logo?: string;
  /** Where Read Full Story leads. */
  link: string;
};
