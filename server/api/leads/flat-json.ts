/**
 * A linear pre-scan of a JSON body, run before JSON.parse: a lead is an
 * object of fields, with lists of choices one level down, so anything deeper
 * or with more members than a form could hold is refused before a parser
 * builds it. Without it, a 12 MB body of four million empty objects held the
 * event loop for seconds and hundreds of MB of heap.
 *
 * Only structure outside strings is counted; the scan skips string contents
 * with Buffer#indexOf (memchr), so a 13 MB pitch deck costs a few milliseconds.
 */
export const FLAT_JSON_LIMITS = {
  /** The body's object is level 1, a list of choices level 2; one more level lets the schema name a wrong-typed field. */
  maxDepth: 3,
  /** Objects, arrays and members (commas) in all: a form has about twenty fields, a list at most a dozen choices. */
  maxItems: 512,
} as const;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;

/** Whether `body` stays within the limits: its nesting and its count of containers and members. Malformed JSON is left to the parser. */
export function isFlatJson(body: Uint8Array, limits: { maxDepth: number; maxItems: number } = FLAT_JSON_LIMITS): boolean {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  let depth = 0;
  let items = 0;
  for (let at = 0; at < bytes.length; at++) {
    const byte = bytes[at];
    if (byte === QUOTE) {
      at = closingQuote(bytes, at);
      if (at === -1) return true;
    } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      if (++depth > limits.maxDepth || ++items > limits.maxItems) return false;
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
      depth--;
    } else if (byte === COMMA) {
      if (++items > limits.maxItems) return false;
    }
  }
  return true;
}

/** The index of the quote that ends the string opened at `open`, or -1 when it never ends. */
function closingQuote(bytes: Buffer, open: number): number {
  let at = open;
  for (;;) {
    at = bytes.indexOf(QUOTE, at + 1);
    if (at === -1) return -1;
    // A quote ends the string unless an odd run of backslashes escapes it.
    let backslashes = 0;
    while (bytes[at - 1 - backslashes] === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return at;
  }
}
