/** The closed sets of the Ecosystem pages' content: the schemas take their options from here, so an unknown value fails the build. */

/** The programme stages a portfolio company can be at, as Participating Companies prints them. */
export const companyStages = ["Scale-up Stage", "Growth Stage", "Early Traction"] as const;

export type CompanyStage = (typeof companyStages)[number];

/** The five areas examined before a company is admitted (Onboarding Criteria), in the order shown. */
export const onboardingAreas = ["Team", "Market", "Product", "Business", "Impact"] as const;

/** What a review gate can decide (spec §4), in the order the model page names them. */
export const gateDecisionOptions = ["continuation", "pivot", "exit"] as const;

/** The operating bodies' review cycles, in the order of the four bodies (Associate Bodies). */
export const governanceCycles = ["Quarterly review", "Monthly", "Bi-monthly", "Bi-weekly sprint"] as const;

export type GovernanceCycle = (typeof governanceCycles)[number];
