import type { Writable } from "node:stream";

/** What the password reader needs of standard input: a stream, and on a terminal, raw mode. */
export type PasswordInput = NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };

export class PasswordInputError extends Error {}

/**
 * Reads passwords from a terminal without echoing them (backspace works,
 * Ctrl-C or Ctrl-D cancels), one per Enter. Keys typed ahead (or pasted)
 * wait for the next prompt.
 */
export function hiddenPrompter(input: PasswordInput, output: Writable): (prompt: string) => Promise<string> {
  let pending = "";
  return (prompt) =>
    new Promise((resolve, reject) => {
      output.write(prompt);
      let password = "";
      const finish = (error?: Error) => {
        input.removeListener("data", onData);
        input.setRawMode?.(false);
        input.pause();
        output.write("\n");
        if (error) reject(error);
        else resolve(password);
      };
      const consume = (): boolean => {
        const chars = [...pending];
        for (let i = 0; i < chars.length; i++) {
          const char = chars[i] ?? "";
          if (char === "\r" || char === "\n") {
            pending = chars.slice(i + 1).join("");
            finish();
            return true;
          }
          if (char === "\u0003" || char === "\u0004") {
            pending = "";
            finish(new PasswordInputError("Cancelled."));
            return true;
          }
          if (char === "\u007f" || char === "\b") password = [...password].slice(0, -1).join("");
          else if (char >= " ") password += char;
        }
        pending = "";
        return false;
      };
      const onData = (chunk: string | Buffer) => {
        pending += String(chunk);
        consume();
      };
      input.setRawMode?.(true);
      input.setEncoding("utf8");
      input.on("data", onData);
      if (!consume()) input.resume();
    });
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
