import { describe, expect, it } from "vitest";
import { UTF8_BOM, csvCell, csvRow } from "./csv.ts";

describe("csvCell", () => {
  it("defuses cells that start like a formula", () => {
    expect(csvCell("=HYPERLINK(\"http://evil\",\"x\")")).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell("+91 98765 43210")).toBe("'+91 98765 43210");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("\r=1")).toBe(`"'\r=1"`);
  });

  it("leaves ordinary text alone and quotes what needs quoting", () => {
    expect(csvCell("Priya Deshmukh")).toBe("Priya Deshmukh");
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("Pune, Maharashtra")).toBe('"Pune, Maharashtra"');
    expect(csvCell('He said "hi"')).toBe('"He said ""hi"""');
    expect(csvCell("line 1\nline 2")).toBe('"line 1\nline 2"');
    expect(csvCell("नमस्ते")).toBe("नमस्ते");
  });
});

describe("csvRow", () => {
  it("joins cells with commas and ends with CRLF", () => {
    expect(csvRow(["a", "=b", "c,d"])).toBe(`a,'=b,"c,d"\r\n`);
    expect(UTF8_BOM).toBe("\uFEFF");
  });
});
