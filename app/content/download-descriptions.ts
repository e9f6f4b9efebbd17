import type { DownloadGroup, DownloadGroupSummary } from "./resources-types";

/**
 * Groups of files (tools, media) with their descriptions and their files',
 * found by id; a missing description is a mistake in the content.
 */
export function withDescriptions<Item extends { id: string }>(
  groups: readonly DownloadGroupSummary<Item>[],
  descriptions: Readonly<Record<string, string>>,
): DownloadGroup<Item & { description: string }>[] {
  const describe = (id: string) => {
    const description = descriptions[id];
    if (description === undefined) throw new Error(`"${id}" has no description`);
    return description;
  };
  return groups.map((group) => ({ ...group, description: describe(group.id), items: group.items.map((item) => ({ ...item, description: describe(item.id) })) }));
}
