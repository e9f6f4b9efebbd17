// `npm start`: builds the site when there is no build yet, then serves it.
// Both are static imports, run in this order (the build before any module of
// the server runs), so that the server's modules are in this file's module
// graph, which scripts/run-with-compile-cache.mjs compiles ahead of the start.
// oxlint-disable-next-line import/no-unassigned-import -- run for its effect: the build
import "./build-if-missing.ts";
// oxlint-disable-next-line import/no-unassigned-import -- the server starts when this module runs
import "../server/main.ts";
