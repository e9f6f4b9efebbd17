import { site } from "./site";

/**
 * The company's legal particulars, shown in every page's footer (the trust
 * block). PLACEHOLDERS: the registered office, the CIN and the phone number
 * below are not real; the team replaces them with the ones on the company's
 * certificate of incorporation. Until then each is shown in square brackets
 * with "to be supplied", so that no one takes it for a fact, and the phone
 * is not a link. Set `placeholder: false` once a value is real.
 */
export type LegalParticular = { value: string; placeholder: boolean };

export const registeredOffice = {
  company: site.company,
  address: { value: "[Registered office address: to be supplied]", placeholder: true },
  /** Corporate Identity Number from the Registrar of Companies: 21 characters. */
  cin: { value: "[to be supplied]", placeholder: true },
  /** As dialled from abroad, +91 and ten digits. */
  phone: { value: "[to be supplied]", placeholder: true },
  /** The site's existing general address (config/site.ts). */
  email: { value: site.contactEmail, placeholder: false },
} as const satisfies Record<string, LegalParticular | string>;

/** The tel: link of a real phone number; none while it is a placeholder. */
export function phoneHref(phone: LegalParticular): string | undefined {
  return phone.placeholder ? undefined : `tel:${phone.value.replace(/[^\d+]/g, "")}`;
}
