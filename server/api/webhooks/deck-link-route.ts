import type { FastifyInstance } from "fastify";
import { readPitchDeck } from "../../db/leads-repository.ts";
import type { Database } from "../../db/open-database.ts";
import { deckLinkKey } from "../../db/webhooks-repository.ts";
import { DECK_LINK_PATH, DECK_TOKEN_PARAM, verifyDeckToken } from "../../webhooks/deck-link.ts";
import { attachmentDisposition, pitchDeckFileName } from "../admin/download-headers.ts";

export type DeckLinkRouteOptions = { database: Database; now?: () => Date };

export const DECK_LINK_TEXT = {
  notFound: "This download link is not valid, or the pitch deck is no longer held.",
  expired: "This download link has expired. The lead's next event brings a new one; staff can send an event again from the inbox.",
  unavailable: "The pitch deck cannot be read just now. Please try again in a few minutes.",
} as const;

/**
 * GET /api/webhooks/pitch-deck?token=…: the pitch deck a webhook event links
 * to, for the CRM. The token's signature and expiry are checked
 * (deck-link.ts); a forged or malformed one and an erased lead's answer the
 * same 404, an expired one 410. Always an attachment that runs nothing, and
 * never cached.
 */
export function registerDeckLinkRoute(app: FastifyInstance, { database, now = () => new Date() }: DeckLinkRouteOptions): void {
  app.get(DECK_LINK_PATH, { exposeHeadRoute: false }, async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    reply.header("Referrer-Policy", "no-referrer");
    const token = (request.query as Record<string, unknown>)[DECK_TOKEN_PARAM];
    let key: string;
    try {
      key = await deckLinkKey(database);
    } catch (error) {
      request.log.error({ err: error }, "could not read the deck link key");
      return reply.code(503).send({ message: DECK_LINK_TEXT.unavailable });
    }
    const check = verifyDeckToken(token, key, now());
    if (!check.ok) {
      request.log.warn({ reason: check.reason }, "webhook pitch deck link refused");
      return check.reason === "expired" ? reply.code(410).send({ message: DECK_LINK_TEXT.expired }) : reply.code(404).send({ message: DECK_LINK_TEXT.notFound });
    }
    const deck = await readPitchDeck(database, check.reference);
    if (!deck) return reply.code(404).send({ message: DECK_LINK_TEXT.notFound });
    request.log.info({ reference: check.reference }, "pitch deck downloaded through a webhook link");
    reply.header("Content-Type", deck.mediaType);
    reply.header("Content-Disposition", attachmentDisposition(pitchDeckFileName(check.reference, deck.mediaType)));
    reply.header("X-Content-Type-Options", "nosniff");
    reply.header("Content-Security-Policy", "default-src 'none'; sandbox");
    return reply.send(Buffer.from(deck.bytes));
  });
}
