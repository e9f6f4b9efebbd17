import { describe, expect, it } from "vitest";
import { UNUSED_PAGEFIND_FILE } from "./pagefind-index.ts";

describe("UNUSED_PAGEFIND_FILE", () => {
  it("names Pagefind's ready-made interfaces, which the site does not use", () => {
    for (const name of ["pagefind-ui.js", "pagefind-ui.css", "pagefind-component-ui.js", "pagefind-component-ui.css", "pagefind-modular-ui.js", "pagefind-modular-ui.css", "pagefind-highlight.js"]) {
      expect({ name, unused: UNUSED_PAGEFIND_FILE.test(name) }).toEqual({ name, unused: true });
    }
  });

  it("keeps what the JS API loads: its script, its worker, the entry, the WebAssembly and the index", () => {
    for (const name of ["pagefind.js", "pagefind-worker.js", "pagefind-entry.json", "wasm.en.pagefind", "pagefind.en_62bba0ab75.pf_meta"]) {
      expect({ name, unused: UNUSED_PAGEFIND_FILE.test(name) }).toEqual({ name, unused: false });
    }
  });
});
