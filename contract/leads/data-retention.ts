/**
 * How long personal data is kept (DPDP Rules 2025, Rules 6 and 8): the
 * defaults the server's retention job applies (LEAD_RETENTION_MONTHS overrides
 * the first) and the notices and the privacy policy state.
 */
export const DEFAULT_LEAD_RETENTION_MONTHS = 24;

/** The notice e-mail before an automatic erasure goes at least this long before it. */
export const ERASURE_NOTICE_HOURS = 48;

/** The audit and security logs are kept at least a year (Rule 6), then purged. */
export const AUDIT_LOG_RETENTION_MONTHS = 13;
