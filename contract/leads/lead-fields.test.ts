import { afterEach, describe, expect, it } from "vitest";
import { cleanText, stripControlCharacters } from "./lead-fields.ts";

describe("stripControlCharacters", () => {
  const samples = ["a\uD800b", "\uDC00x", "ok😀", "😀\uD83D", "tab\tand\nline", "nul\u0000bell\u0007"];
  const expected = ["a\uFFFDb", "\uFFFDx", "ok😀", "😀\uFFFD", "tab\tand\nline", "nulbell"];

  it("turns lone surrogates into U+FFFD and drops control characters but tabs and line breaks", () => {
    expect(samples.map(stripControlCharacters)).toEqual(expected);
  });

  describe("in a browser without String.prototype.toWellFormed", () => {
    const original = Object.getOwnPropertyDescriptor(String.prototype, "toWellFormed") as PropertyDescriptor;
    afterEach(() => {
      // oxlint-disable-next-line no-extend-native -- puts back the built-in the test took away
      Object.defineProperty(String.prototype, "toWellFormed", original);
    });

    it("gives the same texts", () => {
      Reflect.deleteProperty(String.prototype, "toWellFormed");
      expect("".toWellFormed).toBeUndefined();
      expect(samples.map(stripControlCharacters)).toEqual(expected);
    });
  });
});

describe("cleanText", () => {
  it("stores a form post's CRLF and a lone CR as the LF a script sends", () => {
    expect(cleanText("one\r\ntwo\rthree\nfour\u0000")).toBe("one\ntwo\nthree\nfour");
  });
});
