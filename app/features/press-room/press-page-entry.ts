// Build time only (page shells): the words of /press and of every release's page, from
// app/content/press-page.yaml, with the media contact from app/content/people/.
import { getEntry } from "astro:content";
import { site } from "~/config/site";
import type { MediaContact, PressRoomCopy } from "./press-copy";

const entry = await getEntry("pressPage", "page");
if (!entry) throw new Error("app/content/press-page.yaml is missing");
const { mediaContact: contact, aboutAnkur, ...room } = entry.data;
const { data: person } = await getEntry(contact.person);

/** The press room's releases heading, coverage and press kit. */
export const pressRoomCopy: PressRoomCopy = room;

/** Who answers the press: name, role and photo from their person file, the site's e-mail address. */
export const mediaContact: MediaContact = {
  name: person.name,
  role: person.role,
  ...(person.image ? { image: person.image } : {}),
  email: site.contactEmail,
  phone: contact.phone,
  responseTime: contact.responseTime,
  card: contact.card,
};

/** The paragraph that closes every release. */
export const aboutAnkurBoilerplate: string = aboutAnkur;
