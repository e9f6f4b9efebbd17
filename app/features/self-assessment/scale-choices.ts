/** The scale's answers as a sentence lists them: "“Not yet”, “Started”, “Mostly” or “Done, with evidence”". */
export function quotedChoices(labels: readonly string[]): string {
  return new Intl.ListFormat("en-GB", { type: "disjunction" }).format(labels.map((label) => `“${label}”`));
}
