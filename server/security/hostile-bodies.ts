import * as fc from "fast-check";

/**
 * Generators of hostile request bodies for the property-based tests of the
 * public endpoints: a valid body with its fields dropped, retyped or
 * replaced, extra and prototype-polluting keys, huge strings, deep nesting,
 * invalid UTF-8, truncated JSON and bodies that are not JSON at all.
 */

/** One request as the fuzzer sends it. */
export type HostileRequest = { payload: Buffer; contentType: string; origin?: string };

const POLLUTING_KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf", "__defineGetter__"];

/** A string of any code points, lone surrogates and control characters included. */
const anyText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom("", " ", "\u0000", "\uD800", "\uDFFF", "\u202E", "\uFEFF", "%00", "../../etc/passwd", "<script>alert(1)</script>", "' OR 1=1 --", "${7*7}", "=CMD()"),
);

/** A string past every limit: up to about 70 000 characters. */
const hugeText = fc
  .tuple(fc.constantFrom("a", "é", "😀", "\u0000", " "), fc.integer({ min: 255, max: 70_000 }))
  .map(([unit, count]) => unit.repeat(count));

/** JSON nested `depth` deep, as text (JSON.stringify of such a value would overflow the stack first). */
const deepJson = fc
  .tuple(fc.integer({ min: 10, max: 20_000 }), fc.boolean())
  .map(([depth, arrays]) => (arrays ? `${"[".repeat(depth)}${"]".repeat(depth)}` : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`));

/** Any value a field could be given: wrong types, huge and odd strings, nested objects. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: anyText },
  { weight: 1, arbitrary: hugeText },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)) },
  { weight: 1, arbitrary: fc.array(anyText, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...POLLUTING_KEYS, "$gt", "$ne", "length"), anyText, { maxKeys: 3 }) },
);

/** What one field of a valid body becomes. */
type FieldChange = { action: "keep" } | { action: "drop" } | { action: "set"; value: unknown };

const fieldChange = (alternative: fc.Arbitrary<unknown> | undefined): fc.Arbitrary<FieldChange> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constant<FieldChange>({ action: "keep" }) },
    { weight: 1, arbitrary: fc.constant<FieldChange>({ action: "drop" }) },
    { weight: 2, arbitrary: anyValue.map((value): FieldChange => ({ action: "set", value })) },
    ...(alternative ? [{ weight: 4, arbitrary: alternative.map((value): FieldChange => ({ action: "set", value })) }] : []),
  );

/** Values worth trying for some fields (lying pitch decks, say), by field name. */
export type FieldAlternatives = Readonly<Record<string, fc.Arbitrary<unknown>>>;

/**
 * JSON text of a valid body with each field kept, dropped or replaced
 * (`alternatives` gives field values worth trying, such as lying pitch
 * decks), plus extra keys. Written by hand so keys like "__proto__" reach the
 * server as keys of the text.
 */
export function mutatedBody(valid: Readonly<Record<string, unknown>>, alternatives: FieldAlternatives = {}): fc.Arbitrary<string> {
  const names = Object.keys(valid);
  return fc
    .tuple(
      fc.tuple(...names.map((name) => fieldChange(alternatives[name]))),
      fc.array(fc.tuple(fc.oneof(fc.constantFrom(...POLLUTING_KEYS), anyText), anyValue), { maxLength: 3 }),
      fc.boolean(),
    )
    .map(([changes, extras, extrasFirst]) => {
      const entries: string[] = [];
      names.forEach((name, i) => {
        const change = changes[i] as FieldChange;
        if (change.action === "drop") return;
        entries.push(`${JSON.stringify(name)}:${JSON.stringify(change.action === "keep" ? valid[name] : change.value) ?? "null"}`);
      });
      const extra = extras.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? "null"}`);
      return `{${(extrasFirst ? [...extra, ...entries] : [...entries, ...extra]).join(",")}}`;
    });
}

/** Bytes that are not valid UTF-8 inside a JSON string, and raw noise. */
const invalidUtf8 = (valid: Readonly<Record<string, unknown>>): fc.Arbitrary<Buffer> => {
  const name = Object.keys(valid)[0] ?? "name";
  const badBytes = fc.oneof(
    fc.constantFrom([0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xe2, 0x28, 0xa1], [0xf8, 0x88, 0x80, 0x80, 0x80], [0x80], [0xfe, 0xfe, 0xff, 0xff]),
    fc.array(fc.integer({ min: 0x80, max: 0xff }), { minLength: 1, maxLength: 16 }),
  );
  return fc.oneof(
    badBytes.map((bytes) => {
      const body = JSON.stringify({ ...valid, [name]: "@@" });
      const [head, tail] = body.split("@@");
      return Buffer.concat([Buffer.from(head ?? ""), Buffer.from(bytes), Buffer.from(tail ?? "")]);
    }),
    fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.from(bytes)),
  );
};

/** A valid body's JSON cut short. */
const truncated = (valid: Readonly<Record<string, unknown>>): fc.Arbitrary<string> => {
  const text = JSON.stringify(valid);
  return fc.integer({ min: 0, max: Math.max(0, text.length - 1) }).map((end) => text.slice(0, end));
};

const JSON_TYPE = "application/json";
const OTHER_TYPES = ["application/json; charset=utf-8", "application/json; charset=latin1", "APPLICATION/JSON", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/json-patch+json", ""];

/** A hostile request for an endpoint whose valid body is `valid`. */
export function hostileRequest(
  valid: Readonly<Record<string, unknown>>,
  alternatives: FieldAlternatives = {},
): fc.Arbitrary<HostileRequest> {
  const text = (arbitrary: fc.Arbitrary<string>) => arbitrary.map((body) => Buffer.from(body, "utf8"));
  const payload = fc.oneof(
    { weight: 10, arbitrary: text(mutatedBody(valid, alternatives)) },
    { weight: 1, arbitrary: text(fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value) ?? "null")) },
    { weight: 1, arbitrary: text(deepJson) },
    { weight: 1, arbitrary: invalidUtf8(valid) },
    { weight: 1, arbitrary: text(truncated(valid)) },
    { weight: 1, arbitrary: text(fc.constantFrom("", "null", "[]", "0", '""', "{}", '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}')) },
  );
  const contentType = fc.oneof({ weight: 12, arbitrary: fc.constant(JSON_TYPE) }, { weight: 1, arbitrary: fc.constantFrom(...OTHER_TYPES) });
  return fc.record({ payload, contentType });
}
