/**
 * Build time only (page shells and endpoints; never a React component): the
 * people, organisations and testimonials collections, turned into the plain
 * props the components take. A list or page file that is missing fails the
 * build with its path.
 */
import { type CollectionEntry, getCollection, getEntries, getEntry } from "astro:content";
import type { LogoWallEntry } from "~/components/logo-wall";
import type { Testimonial } from "~/components/testimonial";
import type { FeaturedCompany, Mentor } from "~/features/content-sections/ecosystem-cards";
import type { PersonCardData } from "~/features/content-sections/person-card";
import { personPosition } from "./person-position";

export type Person = CollectionEntry<"people">["data"] & { id: string };
export type Organisation = CollectionEntry<"organisations">["data"] & { id: string };

/** The people of app/content/people-lists/<list>.yaml, in its order. */
export async function peopleList(list: string): Promise<Person[]> {
  const entry = await getEntry("peopleLists", list);
  if (!entry) throw new Error(`app/content/people-lists/${list}.yaml does not exist`);
  return (await getEntries(entry.data.members)).map((person) => ({ id: person.id, ...person.data }));
}

export type OrganisationListMember = { organisation: Organisation; caption?: string };

/** The organisations of app/content/organisation-lists/<list>.yaml, in its order, with each caption and the list's link. */
export async function organisationList(list: string): Promise<{ members: OrganisationListMember[]; link?: { to: string; label: string } }> {
  const entry = await getEntry("organisationLists", list);
  if (!entry) throw new Error(`app/content/organisation-lists/${list}.yaml does not exist`);
  const organisations = await getEntries(entry.data.members.map((member) => member.organisation));
  const members = entry.data.members.map((member, i) => {
    const organisation = organisations[i]!;
    return { organisation: { id: organisation.id, ...organisation.data }, ...(member.caption ? { caption: member.caption } : {}) };
  });
  return { members, ...(entry.data.link ? { link: entry.data.link } : {}) };
}

/** What an organisation's logo or drawn mark needs: the name on the mark and its logo file. */
export function organisationMark(organisation: Pick<Organisation, "name" | "shortName" | "logo">): { name: string; image?: string } {
  return { name: organisation.shortName ?? organisation.name, ...(organisation.logo ? { image: organisation.logo } : {}) };
}

/** A list's organisations as a logo wall's entries: the mark, and for a tile the full name, its caption and the list's link. */
export async function logoWall(list: string): Promise<LogoWallEntry[]> {
  const { members, link } = await organisationList(list);
  return members.map(({ organisation, caption }) => ({
    partner: organisationMark(organisation),
    ...(caption ? { name: organisation.name, caption } : {}),
    ...(caption && link ? { link } : {}),
  }));
}

/** A list's portfolio companies (organisations with a portfolio block), in its order. */
export async function portfolioCompanies(list: string): Promise<FeaturedCompany[]> {
  const { members } = await organisationList(list);
  return members.map(({ organisation }) => {
    const { portfolio, description } = organisation;
    if (!portfolio || !description) throw new Error(`app/content/organisation-lists/${list}.yaml lists ${organisation.id}, but app/content/organisations/${organisation.id}.yaml has no portfolio block`);
    return {
      name: organisation.name,
      ...(organisation.shortName ? { markName: organisation.shortName } : {}),
      ...(organisation.logo ? { image: organisation.logo } : {}),
      description,
      ...portfolio,
    };
  });
}

/** A list's people as cards with their role and bio (the leadership team). */
export async function personCards(list: string): Promise<PersonCardData[]> {
  return (await peopleList(list)).map((person) => ({
    name: person.name,
    role: person.role,
    ...(person.bio ? { bio: person.bio } : {}),
    ...(person.image ? { image: person.image } : {}),
  }));
}

/** A list's people as mentors: position, expertise, rating and review count (the build stops if a mentor lacks one). */
export async function mentors(list: string): Promise<Mentor[]> {
  return (await peopleList(list)).map((person) => {
    if (!person.expertise || person.rating === undefined || person.reviewCount === undefined)
      throw new Error(`app/content/people-lists/${list}.yaml lists ${person.id} as a mentor, but app/content/people/${person.id}.yaml lacks expertise, rating or reviewCount`);
    return {
      name: person.name,
      role: personPosition(person),
      expertise: person.expertise,
      rating: person.rating,
      reviewCount: person.reviewCount,
      ...(person.image ? { image: person.image } : {}),
    };
  });
}

export type PageTestimonial = Testimonial & { benefit?: string };

/** The testimonials of app/content/testimonials/<page>.yaml, in its order, each with its speaker's name, position and photo. */
export async function testimonialsOn(page: string): Promise<PageTestimonial[]> {
  const entry = await getEntry("testimonials", page);
  if (!entry) throw new Error(`app/content/testimonials/${page}.yaml does not exist`);
  const people = await getEntries(entry.data.testimonials.map((t) => t.person));
  return entry.data.testimonials.map((t, i) => {
    const person = people[i]!.data;
    return {
      quote: t.quote,
      author: person.name,
      position: personPosition(person),
      ...(person.image ? { image: person.image } : {}),
      ...(t.benefit ? { benefit: t.benefit } : {}),
    };
  });
}

/** A person or organisation drawn: the name, and the photo file that replaces the drawing once there is one. */
type ImageOwner = { name: string; image?: string };

/** Every person and organisation of the collections, for their portraits, marks and emblems. */
export async function collectionImageOwners(): Promise<{ people: ImageOwner[]; organisations: ImageOwner[] }> {
  const people = (await getCollection("people")).map((p) => ({ name: p.data.name, ...(p.data.image ? { image: p.data.image } : {}) }));
  const organisations = (await getCollection("organisations")).map((o) => organisationMark(o.data));
  return { people, organisations };
}
