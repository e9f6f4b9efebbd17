
/**
 * What a pitch deck really is, from its bytes; the visitor's claims (the
 * data URL's or part's media type, the file name) are not trusted. Accepted:
 * PDF (`%PDF` at byte 0), PPTX (an OOXML zip whose [Content_Types].xml names
 * a presentation) and legacy PowerPoint (an OLE compound file holding a
 * "PowerPoint Document" stream). `file-type` tells the first two and that a
 * file is an OLE compound file; which kind of OLE file it is (Word, Excel,
 * PowerPoint) it cannot tell, so `cfb` reads its directory. Both load on the
 * first deck, not at start: most instances see few decks, and the two with
 * their dependencies hold about 1.7 MB of the server's idle memory.
 */
export type PitchDeckType = { mediaType: string; extension: ".pdf" | ".ppt" | ".pptx" };

export const PDF: PitchDeckType = { mediaType: "application/pdf", extension: ".pdf" };
export const PPT: PitchDeckType = { mediaType: "application/vnd.ms-powerpoint", extension: ".ppt" };
export const PPTX: PitchDeckType = {
  mediaType: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  extension: ".pptx",
};

export async function detectPitchDeckType(bytes: Uint8Array): Promise<PitchDeckType | undefined> {
  const { fileTypeFromBuffer } = await import("file-type");
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.ext === "pdf") return PDF;
  if (detected?.ext === "pptx") return PPTX;
  if (detected?.ext === "cfb" && (await holdsPowerPointStream(bytes))) return PPT;
  return undefined;
}

const POWERPOINT_STREAM = "PowerPoint Document";

async function holdsPowerPointStream(bytes: Uint8Array): Promise<boolean> {
  const CFB = await import("cfb");
  try {
    const container = CFB.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { type: "buffer" });
    return container.FileIndex.some((entry) => entry.type === 2 && entry.name === POWERPOINT_STREAM);
  } catch {
    // Not a readable compound file: a broken header, a sector chain out of bounds.
    return false;
  }
}
