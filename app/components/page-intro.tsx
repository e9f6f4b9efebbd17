import type { ReactNode } from "react";
import type { PagePath } from "~/config/page-titles";
import { type BannerAlignment, type BannerBackground, PageBanner, bannerSubtitleClass } from "./page-banner";
import { staticContent } from "./static-content/static-content";

type PageIntroProps = {
  path: PagePath;
  background?: BannerBackground;
  alignment?: BannerAlignment;
  children?: ReactNode;
};

// The title, description and breadcrumb are static content: no page's first
// load carries every page's title and description (./page-intro-content.tsx).
const introContent = () => import("./page-intro-content");
const PageTitle = staticContent(introContent, "PageTitle");
const BannerDescription = staticContent(introContent, "BannerDescription");
const PageBreadcrumb = staticContent(introContent, "PageBreadcrumb");

/** A page's banner (title and subtitle from the page registry) and its breadcrumb. */
export function PageIntro({ path, background, alignment, children }: PageIntroProps) {
  return (
    <>
      <PageBanner
        title={<PageTitle path={path} />}
        subtitle={<BannerDescription path={path} className={bannerSubtitleClass(background)} />}
        background={background}
        alignment={alignment}
      >
        {children}
      </PageBanner>
      <PageBreadcrumb path={path} />
    </>
  );
}
