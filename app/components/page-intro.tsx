import type { ReactNode } from "react";
import { type PagePath, pageTitles } from "~/config/page-titles";
import { breadcrumbTrail } from "~/lib/breadcrumb-trail";
import { Breadcrumb } from "./breadcrumb";
import { type BannerAlignment, type BannerBackground, PageBanner, bannerSubtitleClass } from "./page-banner";
import { staticContent } from "./static-content/static-content";

type PageIntroProps = {
  path: PagePath;
  background?: BannerBackground;
  alignment?: BannerAlignment;
  children?: ReactNode;
};

// The description is static content: no page's first load carries every page's description.
const BannerDescription = staticContent(() => import("./banner-description"));

/** A page's banner (title and subtitle from the page registry) and its breadcrumb. */
export function PageIntro({ path, background, alignment, children }: PageIntroProps) {
  return (
    <>
      <PageBanner title={pageTitles[path].title} subtitle={<BannerDescription path={path} className={bannerSubtitleClass(background)} />} background={background} alignment={alignment}>
        {children}
      </PageBanner>
      <Breadcrumb trail={breadcrumbTrail(path)} />
    </>
  );
}
