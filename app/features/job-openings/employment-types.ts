/** The kinds of employment a role may be, as the page writes them (structured-data.ts maps them to schema.org's). */
export const EMPLOYMENT_TYPES = ["Full-time", "Part-time", "Contract", "Temporary", "Internship"] as const;
