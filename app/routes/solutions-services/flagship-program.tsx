import { useLocation } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/page-meta";
import { registeredPath } from "~/lib/registered-path";
import type { Route } from "./+types/flagship-program";

export const meta = ({ location }: Route.MetaArgs) => pageMeta(registeredPath(location.pathname));

export default function FlagshipProgramPage() {
  const { pathname } = useLocation();
  return <PageIntro path={registeredPath(pathname)} />;
}
