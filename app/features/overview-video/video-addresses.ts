/** The privacy-enhanced embed's origin: the one the CSP's frame-src allows for the video (server/static/content-security-policy.ts). */
export const VIDEO_EMBED_ORIGIN = "https://www.youtube-nocookie.com";

const YOUTUBE_ID = /^[\w-]{11}$/;

function checkedId(id: string): string {
  if (!YOUTUBE_ID.test(id)) throw new Error(`Not a YouTube video id: ${JSON.stringify(id)}`);
  return id;
}

/** The video's page on YouTube: where the poster leads without JavaScript, or in a new tab. */
export function youtubeWatchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${checkedId(id)}`;
}

/** The player the press inserts: no cookies until the visitor plays, and it starts at once (the press was the request to play). */
export function youtubeEmbedUrl(id: string): string {
  return `${VIDEO_EMBED_ORIGIN}/embed/${checkedId(id)}?autoplay=1&rel=0`;
}
