import type { ReactNode } from "react";
import { type PagePath, pages } from "~/config/pages";
import { breadcrumbTrail } from "~/lib/breadcrumb-trail";
import { Breadcrumb } from "./breadcrumb";
import { type BannerAlignment, type BannerBackground, BannerTitle, PageBanner, bannerSubtitleClass } from "./page-banner";

type PageIntroProps = {
  path: PagePath;
  background?: BannerBackground;
  alignment?: BannerAlignment;
  children?: ReactNode;
};

/** A page's banner (title and subtitle from the page registry) and its breadcrumb: Home, the registered pages above it, and the page. */
export function PageIntro({ path, background, alignment, children }: PageIntroProps) {
  return (
    <>
      <PageBanner
        title={<BannerTitle>{pages[path].title}</BannerTitle>}
        subtitle={<p className={bannerSubtitleClass(background)}>{pages[path].description}</p>}
        background={background}
        alignment={alignment}
      >
        {children}
      </PageBanner>
      <Breadcrumb trail={breadcrumbTrail(path)} />
    </>
  );
}
