import type { LoginNotice } from "./partner-portal-types";

// The partner portal's login form (it hydrates, so this is in the page's JavaScript).

const partnerApplyPath = "/contact-get-involved/partner-apply";

export const partnerLogin = {
  title: "Partner Login",
  intro: "Partner organisations sign in here to reach shared workspaces, the resource library and their performance reports.",
  invitationNote: "Accounts are opened by invitation once a partnership agreement is signed.",
  notices: {
    signIn: {
      heading: "Partner sign-in opens by invitation",
      text: "Your organisation's account is created when your partnership agreement is signed, and the invitation arrives by e-mail from the partnerships team. Nothing you typed here has been sent. Not a partner yet? Apply and we will reply within 24 hours.",
      link: { label: "Apply to become a partner", to: partnerApplyPath },
    },
    forgotPassword: {
      heading: "Password resets come with your invitation",
      text: "Partner sign-in opens by invitation, so there is no self-service reset yet: your partnership manager resends your access link. If your organisation is not a partner yet, start with the application.",
      link: { label: "Apply to become a partner", to: partnerApplyPath },
    },
  } satisfies Record<string, LoginNotice>,
} as const;
