import { DEFAULT_LEAD_RETENTION_MONTHS } from "../../../contract/leads/data-retention.ts";
import { REQUESTED_LINK_DAYS } from "../../../contract/data-rights/data-rights-texts.ts";
import { dataRightsSigningKey } from "../../db/data-rights-repository.ts";
import type { Database } from "../../db/open-database.ts";
import { dataRightsLinkUrl, signDataRightsToken } from "./data-rights-token.ts";

const DAY_MS = 86_400_000;

/** A link asked for on /legal/your-data works a week: long enough to act on, short enough that an old mail does not open the data. */
export function requestedLinkExpiry(now: Date): number {
  return now.getTime() + REQUESTED_LINK_DAYS * DAY_MS;
}

/**
 * A link in a confirmation mail works for the retention period: as long as
 * the lead may be kept, its person can reach it from the mail they have
 * (a later lead's mail carries a fresh one); after that it has nothing left to show.
 */
export function confirmationLinkExpiry(now: Date, retentionMonths: number = DEFAULT_LEAD_RETENTION_MONTHS): number {
  const expiry = new Date(now.getTime());
  expiry.setUTCMonth(expiry.getUTCMonth() + retentionMonths);
  return expiry.getTime();
}

/** The signed link to an address's data, under the key given (read it once with dataRightsSigningKey). */
export function yourDataLink(siteUrl: URL, key: string, email: string, expiresAt: number): string {
  return dataRightsLinkUrl(siteUrl, signDataRightsToken({ email, expiresAt }, key));
}

/**
 * The link a lead's confirmation mail carries (lead-mail.ts visitorConfirmation
 * takes it): read the key before the lead's transaction, call the result inside it.
 */
export async function confirmationLinkMaker(database: Database, siteUrl: URL, retentionMonths?: number): Promise<(email: string, now: Date) => string> {
  const key = await dataRightsSigningKey(database);
  return (email, now) => yourDataLink(siteUrl, key, email, confirmationLinkExpiry(now, retentionMonths));
}

/** Makes the link a confirmation mail carries; its key read from the database when first needed. */
export type ConfirmationLinks = () => Promise<(email: string, now: Date) => string>;

/**
 * confirmationLinkMaker read once, when the first mail needs it (a server
 * that starts while its database is down still starts), and kept once read;
 * a failed read is tried again by the next mail. The lead forms and the
 * newsletter sign-up each keep one.
 */
export function cachedConfirmationLinks(database: Database, siteUrl: URL, retentionMonths?: number): ConfirmationLinks {
  let maker: ReturnType<ConfirmationLinks> | undefined;
  return () => {
    maker ??= confirmationLinkMaker(database, siteUrl, retentionMonths).catch((error: unknown) => {
      maker = undefined;
      throw error;
    });
    return maker;
  };
}
