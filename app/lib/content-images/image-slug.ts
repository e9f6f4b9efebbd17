/** The file-name-safe slug of a person's or organisation's name: "Priya Venkataraman" → "priya-venkataraman". */
export function imageSlug(name: string): string {
  return name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
