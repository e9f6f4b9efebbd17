import { Icon } from "~/components/icon";
import { VIDEO_EMBED_ATTRIBUTE, VIDEO_NEW_TAB_ATTRIBUTE, VIDEO_TITLE_ATTRIBUTE } from "./click-to-load-video";
import { youtubeEmbedUrl, youtubeWatchUrl } from "./video-addresses";

/** A video the media page plays on request: its YouTube id, and a transcript for those who read rather than watch. */
export type OverviewVideo = {
  title: string;
  description: string;
  /** The video's id on YouTube (11 letters, digits, - or _). */
  youtubeId: string;
  duration: string;
  /** The transcript's paragraphs, in the order they are spoken. */
  transcript: readonly string[];
};

/** The section's id: the home page's 'Watch Overview Video' leads to /resources/media#overview-video. */
export const OVERVIEW_VIDEO_ID = "overview-video";

/**
 * The overview video at the top of the media page: a poster drawn here (no
 * image to fetch, nothing from YouTube) that is a link to the video on
 * YouTube; the page's inline script (./click-to-load-video.ts) swaps it for
 * the privacy-enhanced player when pressed. The transcript is below, in a
 * <details>. HTML only: no island.
 */
export function OverviewVideo({ video }: { video: OverviewVideo }) {
  const titleId = `${OVERVIEW_VIDEO_ID}-title`;
  return (
    <section id={OVERVIEW_VIDEO_ID} aria-labelledby={titleId} className="scroll-mt-24 bg-slate-900 py-16 text-white">
      <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
        <p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">Overview video · {video.duration}</p>
        <h2 id={titleId} className="mt-2 text-h2 text-balance">
          {video.title}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-slate-300">{video.description}</p>
        <div className="relative mt-8 aspect-video overflow-hidden rounded-2xl bg-slate-800 shadow-xl ring-1 ring-white/10">
          <a
            href={youtubeWatchUrl(video.youtubeId)}
            target="_blank"
            rel="noopener noreferrer"
            {...{ [VIDEO_EMBED_ATTRIBUTE]: youtubeEmbedUrl(video.youtubeId), [VIDEO_TITLE_ATTRIBUTE]: video.title }}
            className="group absolute inset-0 flex items-center justify-center focus-visible:outline-3 focus-visible:-outline-offset-4 focus-visible:outline-amber-300"
          >
            <VideoPoster />
            <span className="relative inline-flex items-center gap-3 rounded-full bg-white px-6 py-3 text-lg font-semibold text-slate-900 shadow-lg transition-transform group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100">
              <Icon name="play" className="size-6 text-brand-700" />
              Play video<span className="sr-only">: {video.title}, {video.duration}</span>
              <span className="sr-only" {...{ [VIDEO_NEW_TAB_ATTRIBUTE]: "" }}>
                {" "}
                (on YouTube, opens in a new tab)
              </span>
            </span>
          </a>
        </div>
        <p className="mt-3 text-sm text-slate-300">Pressing play loads the video from YouTube (youtube-nocookie.com); nothing is sent to YouTube before that.</p>
        <details className="mt-6 rounded-xl bg-white/5 p-5 ring-1 ring-white/10">
          <summary className="cursor-pointer font-semibold text-white">Read the transcript</summary>
          <div className="mt-4 space-y-3 text-slate-200">
            {video.transcript.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </details>
      </div>
    </section>
  );
}

/** The poster: a troupe of specialists around the founder's place at the centre (where the play button sits), on the brand's blue. Decorative. */
function VideoPoster() {
  const troupe = [
    { cx: 250, cy: 120, fill: "#fbbf24" },
    { cx: 550, cy: 120, fill: "#34d399" },
    { cx: 190, cy: 290, fill: "#f472b6" },
    { cx: 610, cy: 290, fill: "#60a5fa" },
    { cx: 400, cy: 380, fill: "#a78bfa" },
  ];
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 800 450" preserveAspectRatio="xMidYMid slice" className="absolute inset-0 size-full">
      <defs>
        <linearGradient id="overview-video-sky" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1e3a8a" />
          <stop offset="1" stopColor="#0f172a" />
        </linearGradient>
      </defs>
      <rect width="800" height="450" fill="url(#overview-video-sky)" />
      <g stroke="#93c5fd" strokeOpacity="0.35" strokeWidth="2">
        {troupe.map((member) => (
          <line key={member.fill} x1="400" y1="225" x2={member.cx} y2={member.cy} />
        ))}
      </g>
      {troupe.map((member) => (
        <g key={member.fill} opacity="0.9">
          <circle cx={member.cx} cy={member.cy} r="34" fill={member.fill} />
          <circle cx={member.cx} cy={member.cy - 8} r="11" fill="#0f172a" opacity="0.35" />
        </g>
      ))}
      {/* The founder's place, where the play button sits. */}
      <circle cx="400" cy="225" r="92" fill="#1e3a8a" stroke="#fbbf24" strokeWidth="3" />
      <circle cx="400" cy="225" r="110" fill="none" stroke="#fbbf24" strokeOpacity="0.35" strokeWidth="2" />
    </svg>
  );
}
