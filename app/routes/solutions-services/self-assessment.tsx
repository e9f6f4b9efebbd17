import { useLocation } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/page-meta";
import { registeredPath } from "~/lib/registered-path";
import type { Route } from "./+types/self-assessment";

export const meta = ({ location }: Route.MetaArgs) => pageMeta(registeredPath(location.pathname));

export default function SelfAssessmentPage() {
  const { pathname } = useLocation();
  return <PageIntro path={registeredPath(pathname)} />;
}
