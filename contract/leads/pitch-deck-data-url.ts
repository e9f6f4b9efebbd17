/**
 * The pitch deck travels as a base64 data URL (spec §3: "a file read as an
 * encoded data string"), as FileReader.readAsDataURL writes it. Its media
 * type is the browser's claim only; the server checks the bytes.
 */
export type PitchDeckDataUrl = { claimedType: string; base64: string };

const MAX_HEADER_LENGTH = 256;
const HEADER = /^data:([^,;]*)((?:;[^,;]*)*);base64$/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export function parsePitchDeckDataUrl(value: string): PitchDeckDataUrl | undefined {
  const comma = value.indexOf(",");
  if (comma === -1 || comma > MAX_HEADER_LENGTH) return undefined;
  const header = HEADER.exec(value.slice(0, comma));
  if (!header) return undefined;
  const base64 = value.slice(comma + 1);
  if (base64.length === 0 || base64.length % 4 !== 0 || !BASE64.test(base64)) return undefined;
  return { claimedType: (header[1] ?? "").toLowerCase(), base64 };
}

/** Bytes that a well-formed base64 text decodes to. */
export function decodedByteLength(base64: string): number {
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

/** The file name without any folder part, as the visitor's system named it. */
export function baseFileName(name: string): string {
  return name.split(/[\\/]/).pop() ?? name;
}
