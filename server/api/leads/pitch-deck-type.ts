/**
 * What a pitch deck really is, from its bytes; the browser's claim (the data
 * URL's media type, the file name) is not trusted. Accepted: PDF, legacy
 * PowerPoint (an OLE2 compound file with a "PowerPoint Document" stream) and
 * PPTX (an OOXML zip with [Content_Types].xml and ppt/ parts).
 */
export type PitchDeckType = { mediaType: string; extension: ".pdf" | ".ppt" | ".pptx" };

export const PDF: PitchDeckType = { mediaType: "application/pdf", extension: ".pdf" };
export const PPT: PitchDeckType = { mediaType: "application/vnd.ms-powerpoint", extension: ".ppt" };
export const PPTX: PitchDeckType = {
  mediaType: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  extension: ".pptx",
};

const PDF_MAGIC = Buffer.from("%PDF-", "latin1");
/** Readers accept junk before the header within the first kilobyte. */
const PDF_HEADER_WINDOW = 1024;
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const POWERPOINT_STREAM = Buffer.from("PowerPoint Document", "utf16le");
const ZIP_LOCAL_HEADER = 0x04034b50;

export function detectPitchDeckType(data: Uint8Array): PitchDeckType | undefined {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const pdfAt = bytes.subarray(0, PDF_HEADER_WINDOW + PDF_MAGIC.length).indexOf(PDF_MAGIC);
  if (pdfAt !== -1) return PDF;
  if (bytes.subarray(0, OLE2_MAGIC.length).equals(OLE2_MAGIC)) {
    return bytes.includes(POWERPOINT_STREAM) ? PPT : undefined;
  }
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === ZIP_LOCAL_HEADER) {
    const names = zipEntryNames(bytes);
    if (names?.includes("[Content_Types].xml") && names.some((name) => name.startsWith("ppt/"))) return PPTX;
  }
  return undefined;
}

const EOCD = 0x06054b50;
const EOCD_SIZE = 22;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL_HEADER = 0x02014b50;
const MAX_COMMENT = 0xffff;
const MAX_ENTRIES = 20_000;

/** The names in a zip's central directory, or undefined when it is not a readable zip. */
export function zipEntryNames(bytes: Buffer): string[] | undefined {
  let eocd = -1;
  for (let at = bytes.length - EOCD_SIZE; at >= Math.max(0, bytes.length - EOCD_SIZE - MAX_COMMENT); at--) {
    if (bytes.readUInt32LE(at) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd === -1) return undefined;
  let entries = bytes.readUInt16LE(eocd + 10);
  let offset = bytes.readUInt32LE(eocd + 16);
  if ((entries === 0xffff || offset === 0xffffffff) && eocd >= 20 && bytes.readUInt32LE(eocd - 20) === ZIP64_LOCATOR) {
    const zip64 = Number(bytes.readBigUInt64LE(eocd - 12));
    if (zip64 + 56 > bytes.length || bytes.readUInt32LE(zip64) !== ZIP64_EOCD) return undefined;
    entries = Number(bytes.readBigUInt64LE(zip64 + 32));
    offset = Number(bytes.readBigUInt64LE(zip64 + 48));
  }
  if (entries > MAX_ENTRIES) return undefined;
  const names: string[] = [];
  for (let i = 0; i < entries; i++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== CENTRAL_HEADER) return undefined;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > bytes.length) return undefined;
    names.push(bytes.toString("utf8", offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
