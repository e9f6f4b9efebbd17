/** The kinds of press release; a release of any other category fails the build. */
export const PRESS_CATEGORIES = ["Announcement", "Partnership", "Milestone"] as const;
