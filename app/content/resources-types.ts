/** The spec's records for the Resources pages (spec 2 §3). */
import type { PersonImage } from "./types";

export const blogCategories = ["ecosystem", "tech", "policy"] as const;
export type BlogCategory = (typeof blogCategories)[number];

export type BlogPost = {
  /** Slug-like; the post lives at /blog/{id}. */
  id: string;
  title: string;
  category: BlogCategory;
  /**
   * Its cover: a photo file dropped into app/assets/photos/covers/ and named
   * here ("market-stall.jpg"; the build makes it as AVIF and WebP at 640 and
   * 1280 px), or until there is one its generated art, /covers/<collection>/<id>.svg
   * (app/lib/cover-art, drawn from the title and category at build time).
   * A placeholder replaces it if it fails to load.
   */
  image: string;
  author: { name: string; role: string } & PersonImage;
  /** ISO date. */
  date: string;
  readTime: string;
  tags: readonly string[];
  excerpt: string;
  /** The article, paragraph by paragraph. */
  body: readonly string[];
  featured?: boolean;
};

/** A post without its article: what the blog's list and a post's <head> need. */
export type BlogPostSummary = Omit<BlogPost, "body">;

type EventType = "Webinar" | "Workshop" | "Conference";

type Speaker = { name: string; role: string } & PersonImage;

type EventBase = {
  id: string;
  title: string;
  /** ISO datetime with its offset (India Standard Time, +05:30). */
  date: string;
  durationMinutes: number;
  type: EventType;
  speakers: readonly Speaker[];
  /**
   * Its cover: a photo file dropped into app/assets/photos/covers/ and named
   * here ("market-stall.jpg"; the build makes it as AVIF and WebP at 640 and
   * 1280 px), or until there is one its generated art, /covers/<collection>/<id>.svg
   * (app/lib/cover-art, drawn from the title and category at build time).
   */
  image: string;
  description: string;
  tags: readonly string[];
  /** Where it happens: a city venue, or "Online". */
  location: string;
};

export type UpcomingEvent = EventBase & { kind: "upcoming"; attendees: number };
export type RecordedEvent = EventBase & { kind: "recorded"; views: number; recordingUrl: string };
export type ResourceEvent = UpcomingEvent | RecordedEvent;
