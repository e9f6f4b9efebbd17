import { PageIntro } from "~/components/page-intro";
import { staticContent } from "~/components/static-content/static-content";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/login";

const LoginAccess = staticContent(() => import("~/features/login/login-content"), "LoginAccess");

export const meta = () => pageMeta(PATH);

/** The whitepaper modal's "Log In" target: accounts open by invitation, so it offers the e-mail request instead of a sign-in form. */
export default function LoginPage() {
  return (
    <>
      <PageIntro path={PATH} background="light" />
      <LoginAccess />
    </>
  );
}
