import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/**
 * Staff passwords, hashed with scrypt (node:crypto, no package). The stored
 * text carries its own cost so it can be raised later without breaking old
 * hashes: scrypt$<N>$<r>$<p>$<salt base64>$<key base64>.
 */
export type ScryptCost = { N: number; r: number; p: number };

/** N=2^15, r=8, p=1: OWASP's minimum for scrypt; about 50-100 ms a hash here. */
export const DEFAULT_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 1024;

/** Why a new password is not acceptable, or undefined. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `The password may have at most ${PASSWORD_MAX_LENGTH} characters.`;
  if (password.trim() !== password) return "The password must not start or end with a space.";
  return undefined;
}

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem: scrypt needs 128·N·r bytes; Node's default (32 MiB) is just too small for N=2^15.
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, cost: ScryptCost = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64"), key.toString("base64")].join("$");
}

const STORED = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

/** True when `password` matches the stored hash; compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = STORED.exec(stored);
  if (!match) return false;
  const cost = { N: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  const expected = Buffer.from(match[5] ?? "", "base64");
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await derive(password, Buffer.from(match[4] ?? "", "base64"), cost);
  return timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;

/**
 * Spends the time a real check takes when there is no such account, so the
 * answer's timing does not tell which addresses have one.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(16).toString("hex"));
  await verifyPassword(password, await decoy);
  return false;
}
