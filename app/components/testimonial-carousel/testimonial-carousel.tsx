import { useCallback, useEffect, useId, useState } from "react";
import type { Testimonial } from "../testimonial";
import { Icon } from "../icon";
import { Avatar } from "../avatar";
import {
  CAROUSEL_AUTOPLAY_MS,
  type SlideDirection,
  directionBetween,
  nextIndex,
  previousIndex,
} from "./carousel-index";

type CarouselStyle = "default" | "minimal" | "gradient";

type TestimonialCarouselProps = {
  testimonials: readonly Testimonial[];
  /** Autoplay interval in ms (spec default 5000); 0 turns autoplay off. */
  interval?: number;
  carouselStyle?: CarouselStyle;
  /** Accessible name of the carousel region. */
  label: string;
};

const frames: Record<CarouselStyle, string> = {
  default: "rounded-3xl bg-white p-8 shadow-lg ring-1 ring-slate-200",
  minimal: "p-4",
  gradient: "rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 p-8 text-white shadow-lg",
};

/**
 * Testimonials one at a time: autoplay that pauses while the pointer or focus
 * is inside and can be paused outright (WCAG 2.2.2), previous/next buttons
 * that wrap, dots, and slides that enter from the direction of travel.
 */
export function TestimonialCarousel({
  testimonials,
  interval = CAROUSEL_AUTOPLAY_MS,
  carouselStyle = "default",
  label,
}: TestimonialCarouselProps) {
  const count = testimonials.length;
  const [current, setCurrent] = useState(0);
  const [direction, setDirection] = useState<SlideDirection>("forward");
  const [hovered, setHovered] = useState(false);
  // Rotation stops when keyboard focus enters the carousel and stays stopped
  // until the visitor presses Play (APG carousel pattern).
  const [paused, setPaused] = useState(false);
  const [moved, setMoved] = useState(false);
  const id = useId();

  const go = useCallback((to: number, dir: SlideDirection) => {
    setDirection(dir);
    setCurrent(to);
    setMoved(true);
  }, []);

  const playing = interval > 0 && count > 1 && !paused && !hovered;
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => {
      setDirection("forward");
      setCurrent((i) => nextIndex(i, count));
      setMoved(true);
    }, interval);
    return () => window.clearInterval(timer);
  }, [playing, interval, count]);

  if (count === 0) return null;
  const onDark = carouselStyle === "gradient";

  return (
    // Autoplay pauses while the pointer or focus is inside.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative mx-auto max-w-4xl"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(e) => {
        if (!(e.target as HTMLElement).hasAttribute("data-rotation-control")) setPaused(true);
      }}
    >
      <div className={`relative overflow-hidden ${frames[carouselStyle]}`}>
        {/* Announce slide changes only when the visitor moves the carousel, not on autoplay. */}
        <div aria-live={playing ? "off" : "polite"} id={`${id}-slides`}>
          {testimonials.map((t, i) => (
            // APG carousel pattern: each slide is a group named "n of N".
            <div
              key={t.author}
              // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              hidden={i !== current}
              data-testid="carousel-slide"
              className={
                i === current && moved
                  ? direction === "forward"
                    ? "animate-slide-from-right"
                    : "animate-slide-from-left"
                  : undefined
              }
            >
              <figure>
                <Icon name="quote" className={`size-8 ${onDark ? "text-saffron-400" : "text-saffron-500"}`} />
                <blockquote className="mt-4 text-lg leading-relaxed text-pretty sm:text-xl">
                  <p>{t.quote}</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-4">
                  <Avatar name={t.author} image={t.image} />
                  <span>
                    <span className="block font-semibold">{t.author}</span>
                    <span className={`block text-sm ${onDark ? "text-white/80" : "text-slate-600"}`}>{t.position}</span>
                  </span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className="mt-6 flex items-center justify-center gap-3">
          <button
            type="button"
            className="carousel-button"
            aria-controls={`${id}-slides`}
            onClick={() => go(previousIndex(current, count), "backward")}
          >
            <Icon name="chevron-left" label="Previous testimonial" />
          </button>
          <div className="flex items-center gap-1">
            {testimonials.map((t, i) => (
              <button
                key={t.author}
                type="button"
                className="group flex size-6 items-center justify-center"
                aria-label={`Show testimonial ${i + 1} of ${count}`}
                aria-current={i === current ? "true" : undefined}
                onClick={() => go(i, directionBetween(current, i))}
              >
                <span
                  className={`block size-2.5 rounded-full transition-colors ${i === current ? "bg-brand-700" : "bg-slate-300 group-hover:bg-slate-400"}`}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            className="carousel-button"
            aria-controls={`${id}-slides`}
            onClick={() => go(nextIndex(current, count), "forward")}
          >
            <Icon name="chevron-right" label="Next testimonial" />
          </button>
          {interval > 0 && (
            <button type="button" data-rotation-control="" className="carousel-button" onClick={() => setPaused((p) => !p)}>
              <Icon name={paused ? "play" : "pause"} label={paused ? "Play testimonials" : "Pause testimonials"} />
            </button>
          )}
        </div>
      )}
    </section>
  );
}
