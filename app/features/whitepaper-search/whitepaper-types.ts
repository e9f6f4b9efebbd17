/** A whitepaper's topic: the library's filter chips, in this order. */
export const whitepaperTopics = ["innovation", "digital", "sustainability", "policy"] as const;
export type WhitepaperTopic = (typeof whitepaperTopics)[number];

/** A whitepaper as the library shows it (app/content/whitepapers/<id>.yaml, read by whitepaper-entries.ts). */
export type Whitepaper = {
  id: string;
  title: string;
  topic: WhitepaperTopic;
  /** Its cover: a cover photo file ("market-stall.jpg") or its generated art, /covers/whitepapers/<id>.svg. */
  image: string;
  description: string;
  /** The author's name as printed ("Dr. Ananya Krishnan"). */
  author: string;
  /** The publication day, YYYY-MM-DD. */
  date: string;
  pages: number;
  fileSize: string;
  citations: number;
  downloads: number;
};
