import { SignInForm } from "~/features/staff-inbox/sign-in-form";
import { staffMeta } from "~/features/staff-inbox/staff-meta";

export const meta = () => staffMeta("Staff sign-in");

export default function StaffSignInPage() {
  return <SignInForm />;
}
