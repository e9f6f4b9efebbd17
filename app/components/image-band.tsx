import { Icon } from "./icon";
import { Link } from "./link";

/** A picture for a band: a photograph or an illustration, with its own size (no shift when it loads). `alt=""` when the statement says it all. */
export type BandImage = { src: string; width: number; height: number; alt: string };

type ImageBandProps = {
  /** Names the band's statement (the h2's id is `${id}-title`). */
  id: string;
  image: BandImage;
  /** A line above the statement. */
  eyebrow?: string;
  /** One or two sentences: what the picture means for the page. */
  statement: string;
  link?: { label: string; to: string };
};

/**
 * A full-bleed band: a picture across the page's width, a short statement
 * over it and an optional link. The statement sits on a deep-blue scrim
 * (85% over the whole picture below 1024 px; from 1024 px a gradient, at
 * least 70% wherever the text reaches), so white text keeps more than 4.5:1
 * even over a white picture.
 */
export function ImageBand({ id, image, eyebrow, statement, link }: ImageBandProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="relative isolate scroll-mt-24 overflow-hidden bg-brand-950 text-white">
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
        className="absolute inset-0 -z-20 size-full object-cover object-right-bottom"
      />
      <div aria-hidden="true" data-scrim="" className="absolute inset-0 -z-10 bg-brand-950/85 lg:bg-transparent lg:bg-gradient-to-r lg:from-brand-950/95 lg:via-brand-950/80 lg:via-55% lg:to-brand-950/0 lg:to-90%" />
      <div className="mx-auto flex min-h-80 max-w-7xl flex-col justify-center px-4 py-16 sm:px-6 md:min-h-96 lg:px-8">
        <div className="max-w-xl">
          {eyebrow && <p className="text-sm font-semibold tracking-wider text-saffron-400 uppercase">{eyebrow}</p>}
          <h2 id={`${id}-title`} className="mt-3 text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {statement}
          </h2>
          {link && (
            <Link to={link.to} className="btn mt-8 bg-saffron-400 text-slate-950 hover:bg-saffron-500">
              {link.label}
              <Icon name="arrow-right" className="size-4" />
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
