/**
 * How long personal data is kept (DPDP Rules 2025, Rules 6 and 8): the
 * defaults the server's retention job applies (LEAD_RETENTION_MONTHS overrides
 * the first) and the notices and the privacy policy state.
 */
export const DEFAULT_LEAD_RETENTION_MONTHS = 24;

/** The notice e-mail before an automatic erasure goes at least this long before it. */
export const ERASURE_NOTICE_HOURS = 48;

/**
 * The retention job writes the notice this many days before the erasure date
 * it states, so the person has a week to answer (and a notice delayed by a
 * mail server that was down still leaves the 48 hours once it is sent).
 */
export const ERASURE_NOTICE_ADVANCE_DAYS = 7;

/** The audit and security logs are kept at least a year (Rule 6), then purged. */
export const AUDIT_LOG_RETENTION_MONTHS = 13;

/** AUDIT_LOG_RETENTION_MONTHS may not be set below a year (Rule 6). */
export const AUDIT_LOG_RETENTION_MONTHS_MIN = 12;
