import { PITCH_DECK_EXTENSIONS, PITCH_DECK_MAX_BYTES, PITCH_DECK_MAX_LABEL } from "../../../contract/leads/lead-limits.ts";
import { PITCH_DECK_WRONG_TYPE } from "../../../contract/leads/lead-messages.ts";

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

/**
 * The browser's check of a chosen pitch deck (the server checks the bytes
 * again): the spec's extensions, not empty, at most 10 MB. Undefined when it
 * may be sent, else the text to show; nothing is sent in that case.
 */
export function pitchDeckProblem(file: { name: string; size: number }): string | undefined {
  const name = file.name.toLowerCase();
  if (!PITCH_DECK_EXTENSIONS.some((extension) => name.endsWith(extension))) return PITCH_DECK_WRONG_TYPE;
  if (file.size === 0) return "This file is empty. Please choose your pitch deck again.";
  if (file.size > PITCH_DECK_MAX_BYTES) {
    return `This file is ${megabytes(file.size)} MB; the pitch deck may be at most ${PITCH_DECK_MAX_LABEL}. Please choose a smaller file.`;
  }
  return undefined;
}
