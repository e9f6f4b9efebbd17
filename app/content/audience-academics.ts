export const academicsIntro = {
  title: "Research that founders can use",
  text: "Our portfolio gives researchers something rare: real ventures willing to share data under ethical review. Consultants and faculty advise our troupes, publish with us and teach what they learn.",
} as const;

