import { type OpenAnswer, toggleAnswer } from "./open-answer";

// The FAQ accordion's buttons driven on the DOM: a click on a question opens
// its answer and closes any other. No page installs this now: the FAQ is
// <details> (./faq-details-accordion.tsx), which takes only answerId from here.

const QUESTION_ID_PREFIX = "faq-question-";
const ANSWER_ID_PREFIX = "faq-answer-";

export function questionButtonId(itemId: string): string {
  return `${QUESTION_ID_PREFIX}${itemId}`;
}

export function answerId(itemId: string): string {
  return `${ANSWER_ID_PREFIX}${itemId}`;
}

/** An answer's classes: a closed one is hidden only where scripting runs (the `noscript:` variant), so readers without JavaScript see every answer. */
export function answerClassName(open: boolean): string {
  return `flex-col gap-3 px-5 pb-5 text-slate-700 ${open ? "flex" : "hidden noscript:flex"}`;
}

/** The chevron of a question's button, turned while its answer is open. */
export function chevronClassName(open: boolean): string {
  return `size-5 shrink-0 text-brand-700 transition-transform ${open ? "rotate-180" : ""}`;
}

function showAnswer(button: Element, open: boolean): void {
  button.setAttribute("aria-expanded", String(open));
  button.querySelector("svg")?.setAttribute("class", chevronClassName(open));
  const answer = button.ownerDocument.getElementById(button.getAttribute("aria-controls") ?? "");
  if (answer) answer.className = answerClassName(open);
}

const itemIdOf = (button: Element) => button.id.slice(QUESTION_ID_PREFIX.length);

/** The question button a click landed on, if any. */
export function clickedQuestion(target: EventTarget | null): HTMLButtonElement | null {
  if (!(target instanceof Element)) return null;
  return target.closest<HTMLButtonElement>(`button[id^="${QUESTION_ID_PREFIX}"][aria-controls^="${ANSWER_ID_PREFIX}"]`);
}

/** Opens the question's answer and closes the one open before, or closes it if it was the open one. */
export function toggleQuestion(button: HTMLButtonElement): void {
  const openButton = button.ownerDocument.querySelector(`button[id^="${QUESTION_ID_PREFIX}"][aria-expanded="true"]`);
  const open: OpenAnswer = openButton ? itemIdOf(openButton) : null;
  const next = toggleAnswer(open, itemIdOf(button));
  if (openButton) showAnswer(openButton, false);
  if (next !== null) showAnswer(button, true);
}
