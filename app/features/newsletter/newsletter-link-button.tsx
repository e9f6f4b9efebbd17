import { NEWSLETTER_API, NEWSLETTER_TOKEN_PARAM } from "../../../contract/newsletter/newsletter-paths.ts";
import { NEWSLETTER_TEXTS } from "../../../contract/newsletter/newsletter-texts.ts";

type Props = {
  /** Which of the mail's links was opened. */
  purpose: "confirm" | "unsubscribe";
  /** The link's signed token, carried on in the form: only its POST changes anything. */
  token: string;
};

/**
 * The one button on the page a mail's link opens: a plain form that posts
 * the link's token (no script). A link scanner that opens the link gets this
 * page and changes nothing; the subscriber's press does.
 */
export function NewsletterLinkButton({ purpose, token }: Props) {
  const confirm = purpose === "confirm";
  return (
    <form method="post" action={confirm ? NEWSLETTER_API.confirm : NEWSLETTER_API.unsubscribe}>
      <input type="hidden" name={NEWSLETTER_TOKEN_PARAM} value={token} />
      <button type="submit" className="btn btn-primary">
        {confirm ? NEWSLETTER_TEXTS.pressToConfirmButton : NEWSLETTER_TEXTS.pressToUnsubscribeButton}
      </button>
    </form>
  );
}
