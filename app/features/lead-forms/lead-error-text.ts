import { ApiError } from "~/lib/api-client";

/**
 * What each form shows when a submission fails (spec §8). The contact and
 * partnership forms use the client's general texts; the incubation form has
 * its own for every situation.
 */
export const LEAD_ERROR_TEXT = {
  /** Contact and partnership: anything other than an API failure. */
  generalFallback: "An error occurred. Please try again.",
  incubation: {
    /** The request could not reach the server. */
    connection: "Unable to connect to server. Please check your internet connection.",
    /** Sent, but no answer came back. */
    noResponse: "No response received from server",
    /** The server answered with an error and no message. */
    errorWithoutMessage: "Failed to submit application. Please try again.",
    /** Anything else that went wrong while submitting. */
    unexpected: "An error occurred while submitting your application. Please try again.",
    /** A success status whose answer carries neither success nor applicationId. */
    notAccepted: "Failed to submit application",
  },
} as const;

/** A success status whose answer did not accept the application (spec §5). */
export class ApplicationNotAccepted extends Error {
  constructor(serverMessage: string | undefined) {
    super(serverMessage || LEAD_ERROR_TEXT.incubation.notAccepted);
    this.name = "ApplicationNotAccepted";
  }
}

/** Contact and partnership: the server's message, 'An error occurred', 'Network error occurred', or the fallback. */
export function generalErrorText(error: unknown): string {
  return error instanceof ApiError ? error.message : LEAD_ERROR_TEXT.generalFallback;
}

/** Incubation: its own text for each situation. */
export function incubationErrorText(error: unknown): string {
  const texts = LEAD_ERROR_TEXT.incubation;
  if (error instanceof ApplicationNotAccepted) return error.message;
  if (!(error instanceof ApiError)) return texts.unexpected;
  switch (error.failure.kind) {
    case "error-answer":
      return error.failure.message ?? texts.errorWithoutMessage;
    case "unreachable":
      return texts.connection;
    case "no-answer":
      return texts.noResponse;
  }
}

/** The per-field messages of a 422 answer, to show beside the fields. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.failure.kind === "error-answer" ? (error.failure.errors ?? {}) : {};
}
