/**
 * Request bodies as a browser's form post writes them, for the API tests:
 * URL-encoded (repeated names for ticked checkboxes) and multipart/form-data
 * (text parts and a file part), written by hand so a test can also write
 * what no browser would.
 */
export type FormValue = string | readonly string[];
export type FilePart = { field: string; fileName: string; type: string; bytes: Uint8Array };

export function urlEncoded(fields: Readonly<Record<string, FormValue>>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const item of typeof value === "string" ? [value] : value) params.append(name, item);
  return params.toString();
}

export const MULTIPART_BOUNDARY = "----ankur-test-boundary-7MA4YWxkTrZu0gW";

export function multipart(fields: Readonly<Record<string, FormValue>>, files: readonly FilePart[] = []): { payload: Buffer; headers: Record<string, string> } {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const item of typeof value === "string" ? [value] : value) {
      chunks.push(Buffer.from(`--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${item}\r\n`));
    }
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(`--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.fileName}"\r\nContent-Type: ${file.type}\r\n\r\n`),
      Buffer.from(file.bytes),
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${MULTIPART_BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${MULTIPART_BOUNDARY}` } };
}
