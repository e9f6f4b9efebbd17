import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** The key's file in the data directory when ALTCHA_HMAC_KEY is unset. */
export const CHALLENGE_KEY_FILE = "altcha-hmac-key";

/** A key shorter than this is refused: HMAC-SHA256 wants 32 bytes of secret. */
export const CHALLENGE_KEY_MIN_LENGTH = 32;

/**
 * The key that signs the spam check's challenges: ALTCHA_HMAC_KEY, or one
 * made on first start and kept in the data directory (readable by the
 * server's user only), so the embedded default needs no setting. Several
 * instances must share it (set ALTCHA_HMAC_KEY): a challenge signed by one is
 * checked by whichever takes the form.
 */
export async function loadChallengeKey({ configured, dataDir }: { configured: string | undefined; dataDir: string }): Promise<string> {
  if (configured !== undefined) return configured;
  const file = join(dataDir, CHALLENGE_KEY_FILE);
  const existing = await readKey(file);
  if (existing) return existing;
  await mkdir(dataDir, { recursive: true });
  const made = randomBytes(32).toString("base64url");
  try {
    // "wx": two processes starting at once cannot both write one; the second reads the first's.
    await writeFile(file, `${made}\n`, { flag: "wx", mode: 0o600 });
    return made;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const written = await readKey(file);
    if (!written) throw new Error(`${file} is empty or too short; delete it to have a new key made`, { cause: error });
    return written;
  }
}

async function readKey(file: string): Promise<string | undefined> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  const key = text.trim();
  if (key.length < CHALLENGE_KEY_MIN_LENGTH) throw new Error(`${file} holds no usable key (${CHALLENGE_KEY_MIN_LENGTH} characters or more); delete it to have a new one made`);
  return key;
}
