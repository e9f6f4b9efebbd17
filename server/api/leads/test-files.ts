import { crc32 } from "node:zlib";
import * as CFB from "cfb";

/**
 * Small but structurally real files for the tests: a PDF, legacy
 * PowerPoint and Word compound files, and zips (PPTX, DOCX) written by a
 * minimal store-only zip writer.
 */

export function pdfBytes(pad = 0): Buffer {
  const body = "%PDF-1.7\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";
  return Buffer.concat([Buffer.from(body, "latin1"), Buffer.alloc(pad, 0x20)]);
}

/** A real OLE compound file (written by `cfb`) holding one stream. */
function compoundFile(streamName: string): Buffer {
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, `/${streamName}`, Buffer.from("stream data"));
  return CFB.write(container, { type: "buffer" }) as Buffer;
}

export const pptBytes = (): Buffer => compoundFile("PowerPoint Document");
export const docBytes = (): Buffer => compoundFile("WordDocument");

export function zipBytes(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, "utf8");
    const data = Buffer.from(text, "utf8");
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** [Content_Types].xml naming the package's main part, as Office writes it. */
const contentTypes = (partName: string, mainType: string) =>
  `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="${partName}" ContentType="${mainType}"/></Types>`;

const PRESENTATION_MAIN = "application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml";
const DOCUMENT_MAIN = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";

export const pptxBytes = (): Buffer =>
  zipBytes({
    "[Content_Types].xml": contentTypes("/ppt/presentation.xml", PRESENTATION_MAIN),
    "_rels/.rels": "<Relationships/>",
    "ppt/presentation.xml": "<p:presentation/>",
  });

export const docxBytes = (): Buffer =>
  zipBytes({
    "[Content_Types].xml": contentTypes("/word/document.xml", DOCUMENT_MAIN),
    "_rels/.rels": "<Relationships/>",
    "word/document.xml": "<w:document/>",
  });

export function dataUrl(bytes: Uint8Array, claimedType: string): string {
  return `data:${claimedType};base64,${Buffer.from(bytes).toString("base64")}`;
}
