/** How a byline, a speaker list or a testimonial prints who someone is: "Legal Troupe Lead, Ankur", or the role alone. */
export function personPosition(person: { role: string; organisation?: string | undefined }): string {
  return person.organisation ? `${person.role}, ${person.organisation}` : person.role;
}
