import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/login";

export const meta = () => pageMeta(PATH);

export default function LoginPage() {
  return <PageIntro path={PATH} />;
}
