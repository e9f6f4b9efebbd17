/** Which answer is open: a question's id, or null when all are closed. */
export type OpenAnswer = string | null;

/**
 * The FAQ's one rule (spec: at most one answer open at a time; clicking the
 * open one closes it): clicking a question opens it and closes any other;
 * clicking the open question closes it.
 */
export function toggleAnswer(open: OpenAnswer, clicked: string): OpenAnswer {
  return open === clicked ? null : clicked;
}
