import type { ReactNode } from "react";
import { type PagePath, pages } from "~/config/pages";
import { breadcrumbTrail } from "~/lib/breadcrumb-trail";
import { Breadcrumb } from "./breadcrumb";
import { type BannerAlignment, type BannerBackground, PageBanner } from "./page-banner";

type PageIntroProps = {
  path: PagePath;
  background?: BannerBackground;
  alignment?: BannerAlignment;
  children?: ReactNode;
};

/** A page's banner (title and subtitle from the page registry) and its breadcrumb. */
export function PageIntro({ path, background, alignment, children }: PageIntroProps) {
  const page = pages[path];
  return (
    <>
      <PageBanner title={page.title} subtitle={page.description} background={background} alignment={alignment}>
        {children}
      </PageBanner>
      <Breadcrumb trail={breadcrumbTrail(path)} />
    </>
  );
}
