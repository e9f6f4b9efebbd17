import type { SubscriptionState } from "../../contract/newsletter/newsletter-schema.ts";

/** The newsletter's tables as Kysely sees them (newsletter-migration.ts); times as in the other tables (ISO text in SQLite, Dates from pg). */
export type NewsletterTables = {
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  signing_keys: SigningKeysTable;
};

export type NewsletterSubscriptionsTable = {
  lead_id: number | string;
  email: string;
  state: SubscriptionState;
  confirm_nonce: string | null;
  signed_up_at: string | Date;
  confirmed_at: string | Date | null;
  unsubscribed_at: string | Date | null;
};

export type SigningKeysTable = {
  purpose: string;
  secret: string;
};
