/**
 * The people and organisations the build draws portraits, marks and emblems
 * for come from the collections (app/features/people/people-entries.ts
 * collectionImageOwners); their photo fields are checked by the schemas
 * (photoFile, app/content/schemas/fields.ts). What is left here: one entry per
 * drawn picture, however many records name the same person.
 */

/** One entry per distinct name (several records may name the same person: namesakes share one drawing). */
export function distinctByName<T extends { name: string }>(owners: readonly T[], slug: (name: string) => string): T[] {
  const bySlug = new Map<string, T>();
  for (const owner of owners) if (!bySlug.has(slug(owner.name))) bySlug.set(slug(owner.name), owner);
  return [...bySlug.values()];
}
