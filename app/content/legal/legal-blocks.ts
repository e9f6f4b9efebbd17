import type { LegalBlock } from "./legal-types";

/** Small builders that keep the legal texts readable as data. */
export function paragraph(text: string): LegalBlock {
  return { kind: "paragraph", text };
}

export function list(...items: string[]): LegalBlock {
  return { kind: "list", items };
}

export function table(caption: string, columns: readonly string[], rows: readonly (readonly string[])[]): LegalBlock {
  return { kind: "table", caption, columns, rows };
}
