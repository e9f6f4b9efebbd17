// The tools page's groups and files in full: each with its description.
import { withDescriptions } from "./download-descriptions";
import { toolDescriptions } from "./resources-tools-descriptions";
import { toolGroupSummaries } from "./resources-tools-summaries";
import type { DownloadGroup, Tool } from "./resources-types";

/** Templates grouped as business plans, financial models and pitch decks (spec 2 §2). */
export const toolGroups: readonly DownloadGroup<Tool>[] = withDescriptions(toolGroupSummaries, toolDescriptions);
