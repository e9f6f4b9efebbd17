// Precompresses the React Router client build (app/integrations/precompress-files.ts);
// the Astro build does the same in its integration (app/integrations/precompress.ts).
import { join } from "node:path";
import { precompressDirectory, precompressReport } from "../app/integrations/precompress-files.ts";

console.log(precompressReport(precompressDirectory(join(process.env.BUILD_DIR ?? "build", "client"))));
