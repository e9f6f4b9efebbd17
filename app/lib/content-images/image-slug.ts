/** The file-name-safe slug of a person's or organisation's name: "Priya Venkataraman" → "priya-venkataraman". */
export function imageSlug(name: string): string {
  return name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Titles written before a name in content ("Dr. Ananya Krishnan", "CA Neha Agarwal"). */
const honorifics = /^(?:(?:dr|prof|adv|ca|cs|mr|mrs|ms|shri|smt|er)\.?\s+)+/i;

/** A person's name without the title before it: the same person gets the same portrait, titled or not. */
export function personName(name: string): string {
  return name.trim().replace(honorifics, "");
}

/** The slug of a person's portrait: "Dr. Ananya Krishnan" → "ananya-krishnan". */
export function portraitSlug(name: string): string {
  return imageSlug(personName(name));
}
