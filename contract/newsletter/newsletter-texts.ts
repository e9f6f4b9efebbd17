/**
 * What the newsletter says to a visitor, shared by the island, the pages and
 * the server's JSON answers. The sign-up's answer is the same whether or not
 * the address is already on the list, so it tells no one who subscribes.
 */
export const NEWSLETTER_TEXTS = {
  heading: "The Ankur newsletter",
  pitch: "Programme calls, events and founder stories, once a month. Confirm by e-mail; leave with one press from any of our mails.",
  // True for every address, so it tells no one whether an address is on the list.
  signUpSent:
    "If this address is not on our list yet, a link to confirm your subscription is on its way: it works for 48 hours, and nothing is sent to you until you press it. If it is subscribed already, there is nothing more to do.",
  checkInboxHeading: "Check your inbox",
  pressToConfirmHeading: "Confirm your subscription",
  pressToConfirm: "Press the button to start receiving the Ankur newsletter at this address. Nothing is sent to you until you do.",
  pressToConfirmButton: "Confirm my subscription",
  pressToUnsubscribeHeading: "Unsubscribe from the newsletter",
  pressToUnsubscribe: "Press the button and this address gets no more newsletters from us.",
  pressToUnsubscribeButton: "Unsubscribe",
  confirmedHeading: "You are subscribed",
  confirmed: "Thank you for confirming. The next newsletter comes to this address; every issue has a one-click unsubscribe link.",
  unsubscribedHeading: "You are unsubscribed",
  unsubscribed: "This address gets no more newsletters from us. You can sign up again from the footer of any page.",
  invalidLinkHeading: "This link does not work",
  invalidLink: "The link is incomplete or has expired (a confirmation link works for 48 hours). Sign up again from the footer and we will send a fresh one.",
} as const;

/** How long a confirmation link works. */
export const NEWSLETTER_CONFIRM_LINK_HOURS = 48;
