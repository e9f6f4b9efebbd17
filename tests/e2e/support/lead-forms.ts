import { type Locator, type Page, expect } from "@playwright/test";
import { leadDatabase } from "./lead-database";

/** An address no other test uses, so a lead is found by it. */
export const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.in`;

/** A stored pitch deck as the server keeps it: the name the visitor's file had, the type its bytes tell, its size. */
export type StoredDeck = { fileName: string | null; mediaType: string; sizeBytes: number };

export type StoredLead = { reference: string; kind: string; fields: Record<string, string>; deck: StoredDeck | undefined };

/** Every lead stored for an address, with its fields and the pitch deck that came with it, if one did. */
export function storedLeads(email: string): StoredLead[] {
  const db = leadDatabase();
  try {
    const rows = db.prepare("select id, reference, kind, fields from leads where email = ?").all(email) as { id: number; reference: string; kind: string; fields: string }[];
    return rows.map((row) => {
      const deck = db.prepare("select file_name, media_type, size_bytes from pitch_decks where lead_id = ?").get(row.id) as
        | { file_name: string | null; media_type: string; size_bytes: number }
        | undefined;
      return {
        reference: row.reference,
        kind: row.kind,
        fields: JSON.parse(row.fields) as Record<string, string>,
        deck: deck && { fileName: deck.file_name, mediaType: deck.media_type, sizeBytes: deck.size_bytes },
      };
    });
  } finally {
    db.close();
  }
}

/** A text box or select by its accessible name (the label without its * mark). */
export const field = (form: Locator, label: string) =>
  form.getByRole("textbox", { name: label, exact: true }).or(form.getByRole("combobox", { name: label, exact: true }));

/** Fills text boxes and chooses options by label. */
export async function fillForm(form: Locator, values: Readonly<Record<string, string>>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const control = field(form, label);
    if ((await control.evaluate((element) => element.tagName)) === "SELECT") await control.selectOption(value);
    else await control.fill(value);
  }
}

/** Opens a page and brings a form's island in the way a visitor does (a focus inside it), then waits until it runs. */
export async function openForm(page: Page, path: string, formName: string): Promise<Locator> {
  await page.goto(path);
  const form = page.getByRole("form", { name: formName });
  await form.locator("input:not([type=hidden]), textarea, select").first().focus();
  await expect(form).toHaveAttribute("data-ready", "true");
  return form;
}

/** A small PDF the server's type check accepts. */
export const pitchDeckPdf = () => ({
  name: "krishiyantra-deck.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.7\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n", "latin1"),
});

/** How the server stores pitchDeckPdf(). */
export const storedPitchDeck = (): StoredDeck => ({ fileName: pitchDeckPdf().name, mediaType: "application/pdf", sizeBytes: pitchDeckPdf().buffer.length });
