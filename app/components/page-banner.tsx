import type { ReactElement, ReactNode } from "react";

export type BannerBackground = "brand" | "dark" | "light" | "sunrise";
export type BannerAlignment = "left" | "center";

type PageBannerProps = {
  /** A text (set as the banner's h1), or an element that renders its own h1 (see BannerTitle). */
  title: string | ReactElement;
  /** A text (set in the banner's subtitle style), or an element that renders its own subtitle (see bannerSubtitleClass). */
  subtitle?: string | ReactElement;
  background?: BannerBackground;
  alignment?: BannerAlignment;
  /** Extra content under the subtitle, such as calls to action. */
  children?: ReactNode;
  className?: string;
};

const backgrounds: Record<BannerBackground, string> = {
  brand: "bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 text-white",
  dark: "bg-slate-900 text-white",
  light: "bg-brand-50 text-slate-900",
  // Saffron dark enough for white text at every point of the gradient (white on saffron-700 6.3:1). Mixed in
  // OKLCH, the way round the hue circle runs through crimson and violet; in the default OKLab, saffron and
  // indigo, nearly opposite, met in a muddy grey-brown.
  sunrise: "bg-linear-to-br/oklch from-saffron-700 via-saffron-700 to-brand-800 text-white",
};

/** The classes of a banner's subtitle paragraph on `background`. */
export function bannerSubtitleClass(background: BannerBackground = "brand"): string {
  return `max-w-3xl text-lg text-pretty ${background === "light" ? "text-slate-700" : "text-white/90"}`;
}

/** A banner's h1. */
export function BannerTitle({ children }: { children: ReactNode }) {
  return <h1 className="max-w-4xl text-h1 text-balance">{children}</h1>;
}

/** The page's top banner: its h1, a subtitle, a background and an alignment. */
export function PageBanner({
  title,
  subtitle,
  background = "brand",
  alignment = "left",
  children,
  className = "",
}: PageBannerProps) {
  const align = alignment === "center" ? "text-center items-center" : "text-left items-start";
  return (
    <header className={`${backgrounds[background]} ${className}`}>
      <div className={`mx-auto flex max-w-7xl flex-col gap-4 px-4 pt-28 pb-14 sm:px-6 lg:px-8 ${align}`}>
        {typeof title === "string" ? <BannerTitle>{title}</BannerTitle> : title}
        {typeof subtitle === "string" ? <p className={bannerSubtitleClass(background)}>{subtitle}</p> : subtitle}
        {children}
      </div>
    </header>
  );
}
