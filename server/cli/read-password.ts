import { Writable } from "node:stream";
import password from "@inquirer/password";

/** What the password reader needs of standard input: a stream, and on a terminal, raw mode. */
export type PasswordInput = NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };

export class PasswordInputError extends Error {}

/**
 * Asks for passwords on a terminal without showing them (@inquirer/password:
 * backspace and line editing work, Ctrl-C or Ctrl-D cancels), writing the prompts to
 * `output` so that standard output stays for results.
 */
export function hiddenPrompter(input: PasswordInput, output: Writable): (prompt: string) => Promise<string> {
  return async (prompt) => {
    // The prompt ends the stream it writes to when done; only process.stderr is
    // spared that, so it gets a stream of its own that forwards to `output`.
    const forward = new Writable({ write: (chunk: Buffer, _encoding, done) => void output.write(chunk, done) });
    // Ctrl-D cancels: the prompt would otherwise wait for ever on the line reader it closes.
    const cancelled = new AbortController();
    const onKeypress = (_text: string, key?: { ctrl?: boolean; name?: string }) => {
      if (key?.ctrl && key.name === "d") cancelled.abort();
    };
    input.on("keypress", onKeypress);
    try {
      // No mask, no Ctrl-T to reveal it: not even the password's length is shown.
      return await password({ message: prompt.trimEnd(), toggleMask: false }, { input, output: forward, signal: cancelled.signal });
    } catch (error) {
      if (error instanceof Error && /ExitPromptError|AbortPromptError/.test(error.name)) throw new PasswordInputError("Cancelled.");
      throw error;
    } finally {
      input.removeListener("keypress", onKeypress);
    }
  };
}

/** Reads the first line of piped standard input: `echo "$PASSWORD" | npm run admin -- create-user EMAIL`. */
export async function readFirstLine(input: PasswordInput): Promise<string> {
  let text = "";
  input.setEncoding("utf8");
  for await (const chunk of input) {
    text += String(chunk);
    if (text.includes("\n")) break;
  }
  return text.split(/\r?\n/)[0] ?? "";
}
