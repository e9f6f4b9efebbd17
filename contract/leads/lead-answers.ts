import type { LeadFieldErrors } from "./validation-errors.ts";

/** 201: the lead is stored; `id` is its public reference (CON-2026-7KQ3M9). */
export type LeadSuccessAnswer = { success: true; message: string; id: string };

/** 201 for the incubation form, with spec §3's applicationId (INC-2026-7KQ3M9). */
export type IncubationSuccessAnswer = LeadSuccessAnswer & { applicationId: string };

/**
 * Every failure: 400 malformed JSON, 413 too large, 415 not JSON, 422 invalid
 * fields (with `errors`), 429 too many requests, 503 storage unavailable.
 */
export type LeadFailureAnswer = { success: false; message: string; errors?: LeadFieldErrors };
