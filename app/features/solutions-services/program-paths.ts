import type { ProgramPath } from "~/content/programs-types";

/**
 * The four flagship programme pages, without their content: one page each
 * (pages/solutions-services/[program].astro), whose text is
 * ./flagship-program-content.tsx's (content/programs.ts holds the records; a
 * test keeps the two alike).
 */
export const programPaths: readonly ProgramPath[] = [
  "/solutions-services/catalyst-program",
  "/solutions-services/scaleup-studio",
  "/solutions-services/enterprise-innovation-lab",
  "/solutions-services/ecosystem-builder",
];
