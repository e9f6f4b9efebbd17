import { describe, expect, it } from "vitest";
import { jsonLdText } from "./json-ld-script";

describe("jsonLdText", () => {
  it("is the block's JSON, with nothing that could close the script or be read as markup", () => {
    const block = { "@type": "Answer", text: "A </script><b>bold</b> & fair answer\u2028" };
    const text = jsonLdText(block);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(block);
  });
});
