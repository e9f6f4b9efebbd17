/** The programme stages a portfolio company can be at, as Participating Companies prints them. */
export const companyStages = ["Scale-up Stage", "Growth Stage", "Early Traction"] as const;

export type CompanyStage = (typeof companyStages)[number];
