/** The spam check's spent challenges (lead-origin-migration.ts); expires_at is epoch milliseconds, a string (bigint) from pg. */
export type SpentChallengesTables = { spent_challenges: SpentChallengesTable };

export type SpentChallengesTable = {
  /** The challenge's nonce (hex, lower case). */
  id: string;
  expires_at: number | string;
};
