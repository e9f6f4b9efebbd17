/**
 * The current hiring round: when the open roles were posted and when
 * applications close. Shown on each role's page and given to search engines
 * in its JobPosting data, so both always agree.
 */
export const hiringRound = {
  /** ISO date the roles were published. */
  datePosted: "2026-11-02",
  /** ISO date of the last day to apply. */
  validThrough: "2027-01-31",
} as const;

/** The state of each city we hire in, for a role's postal address. */
export const hiringCityStates: Readonly<Record<string, string>> = {
  Pune: "Maharashtra",
  Bengaluru: "Karnataka",
};
