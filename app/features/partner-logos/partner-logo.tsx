import { useEffect, useRef, useState } from "react";
import type { TrustedPartner } from "~/content/home-trusted-partners";

/**
 * A partner's logo; if the image fails to load, the partner's name is shown
 * as text instead. A failure that happened before hydration (the image is
 * "complete" with no pixels) is caught on mount.
 */
export function PartnerLogo({ partner }: { partner: TrustedPartner }) {
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const el = img.current;
    if (el?.complete && el.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed) {
    return (
      <span data-testid="partner-name-fallback" className="flex h-[60px] w-[200px] items-center justify-center text-center text-lg font-semibold text-slate-600">
        {partner.name}
      </span>
    );
  }
  return (
    <img
      ref={img}
      src={partner.logo}
      alt={partner.name}
      width={200}
      height={60}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="h-[60px] w-[200px] opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0"
    />
  );
}
