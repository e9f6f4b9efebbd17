/**
 * Every person and organisation the content names, with the image field each
 * may carry: the list the build makes portraits, marks and photo checks from.
 */
import type { PhotoReference } from "./missing-photos";

/** A person or organisation: the name, the optional photo file, and where the record is (for error messages). */
export type ImageOwner = { name: string; image?: string; where: string };

type ContentModules = Record<string, Record<string, unknown>>;

const contentModules: ContentModules = import.meta.glob(["/app/content/**/*.ts", "!/app/content/**/*.test.ts", "!/app/content/schemas/**"], { eager: true });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const text = (value: unknown): value is string => typeof value === "string" && value.length > 0;

/**
 * The person a content record stands for, if it is one: a testimonial or quote
 * (quote + author) or a named person with a role (leaders, mentors, speakers,
 * blog authors, contact people).
 */
function personIn(record: Record<string, unknown>): { name: string; image?: unknown } | undefined {
  if (text(record.quote) && text(record.author)) return { name: record.author, image: record.image };
  if (text(record.name) && (text(record.role) || text(record.position))) return { name: record.name, image: record.image };
  return undefined;
}

/** Walks every exported value of the content modules and collects the people in it. */
export function peopleIn(modules: ContentModules): ImageOwner[] {
  const people: ImageOwner[] = [];
  const seen = new WeakSet<object>();
  const visit = (value: unknown, file: string, path: string) => {
    if (!isRecord(value) || seen.has(value)) return;
    seen.add(value);
    const person = personIn(value);
    if (person) people.push({ name: person.name, ...(text(person.image) ? { image: person.image } : {}), where: `${file} ${path}.image` });
    if (Array.isArray(value)) value.forEach((item, i) => visit(item, file, `${path}[${i}]`));
    else for (const [key, child] of Object.entries(value)) visit(child, file, path ? `${path}.${key}` : key);
  };
  for (const [key, exports] of Object.entries(modules)) {
    const file = key.replace(/^\//, "");
    for (const [name, value] of Object.entries(exports)) visit(value, file, name);
  }
  return people;
}

/** Every person still written in a content .ts file (authors, speakers, contacts, quotes not yet moved); the people collection adds its own (collectionImageOwners). */
export const contentPeople: readonly ImageOwner[] = peopleIn(contentModules);

/**
 * Every organisation still written in a content .ts file that shows a mark or
 * an emblem. (The organisations collection adds its own: the Trusted By wall,
 * the partners, the portfolio companies; app/features/people/people-entries.ts
 * collectionImageOwners.)
 */
export const contentOrganisations: readonly ImageOwner[] = [
];

/** Each photo file the content names, with the field that names it. */
export function photoReferences(owners: readonly ImageOwner[]): PhotoReference[] {
  return owners.flatMap((owner) => (owner.image ? [{ owner: owner.name, where: owner.where, file: owner.image }] : []));
}

/** One entry per distinct name (several records may name the same person). */
export function distinctByName<T extends { name: string }>(owners: readonly T[], slug: (name: string) => string): T[] {
  const bySlug = new Map<string, T>();
  for (const owner of owners) if (!bySlug.has(slug(owner.name))) bySlug.set(slug(owner.name), owner);
  return [...bySlug.values()];
}
