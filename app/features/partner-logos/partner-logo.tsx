import { useEffect, useRef, useState } from "react";
import { organisationMarkPath, photoSrcset, photoVariantPath } from "~/lib/content-images/image-paths";

/** An organisation as its logo shows it: the name on the mark, and its logo file in app/assets/photos/ (without one a mark drawn from the name is shown). */
export type PartnerMark = { name: string; image?: string };

/** The logo box of the Trusted By wall, in CSS pixels. */
const WIDTH = 200;
const HEIGHT = 60;

/**
 * A partner's logo (its file from app/assets/photos/ as AVIF/WebP, or until
 * one exists the mark drawn from its name); if the image fails to load, the
 * partner's name is shown as text instead (spec §2.1 item 7). A failure that
 * happened before hydration (the image is "complete" with no pixels) is
 * caught on mount.
 */
export function PartnerLogo({ partner }: { partner: PartnerMark }) {
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const el = img.current;
    if (el?.complete && el.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed) {
    return (
      <span data-testid="partner-name-fallback" className="flex h-[60px] w-[200px] items-center justify-center text-center text-lg font-semibold text-slate-700">
        {partner.name}
      </span>
    );
  }
  const logo = (
    <img
      ref={img}
      src={partner.image ? photoVariantPath(partner.image, 256, "webp") : organisationMarkPath(partner.name)}
      alt={partner.name}
      width={WIDTH}
      height={HEIGHT}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="h-[60px] w-[200px] object-contain opacity-90 grayscale transition hover:opacity-100 hover:grayscale-0 motion-reduce:transition-none"
    />
  );
  if (!partner.image) return logo;
  return (
    <picture className="inline-flex shrink-0">
      <source type="image/avif" srcSet={photoSrcset(partner.image, "avif")} sizes={`${WIDTH}px`} />
      <source type="image/webp" srcSet={photoSrcset(partner.image, "webp")} sizes={`${WIDTH}px`} />
      {logo}
    </picture>
  );
}
