import { Breadcrumb } from "~/components/breadcrumb";
import { BannerTitle, PageBanner, bannerSubtitleClass } from "~/components/page-banner";
import type { YourDataPageCopy } from "../../content/schemas/your-data";
import { yourDataTrail } from "./your-data-head";

/** The page's banner and breadcrumb (Home / Legal / Your data), as registered pages have them. */
export function YourDataBanner({ copy }: { copy: Pick<YourDataPageCopy, "title" | "description" | "breadcrumbName"> }) {
  return (
    <>
      <PageBanner title={<BannerTitle>{copy.title}</BannerTitle>} subtitle={<p className={bannerSubtitleClass("light")}>{copy.description}</p>} background="light" />
      <Breadcrumb trail={yourDataTrail(copy.breadcrumbName)} />
    </>
  );
}
