import type { LeadKind, StoredLeadKind } from "../../contract/leads/lead-paths.ts";
import type { LeadVerification } from "../../contract/leads/lead-challenge.ts";
import type { LeadOrigin } from "../../contract/leads/lead-origin.ts";
import { leadSearchText } from "./lead-summary.ts";
import type { Transaction } from "kysely";
import { DatabaseError } from "pg";
import { type GroupCommit, groupCommit } from "./group-commit.ts";
import type { Database } from "./open-database.ts";
import { type OutboxDraft, outboxRows } from "./outbox-rows.ts";
import type { DatabaseSchema } from "./schema.ts";

export type NewPitchDeck = { fileName?: string; mediaType: string; bytes: Uint8Array };

export type NewLead = {
  kind: StoredLeadKind;
  email: string;
  /** The checked fields; undefined ones (left blank) are not stored. */
  fields: Readonly<Record<string, string | undefined>>;
  pitchDeck?: NewPitchDeck;
  /** The form's Idempotency-Key and the SHA-256 of its request: at most one lead per kind and key. */
  idempotency?: { key: string; requestHash: string };
  /** The spam check's outcome (contract/leads/lead-challenge.ts); a lead stored by other means has none. */
  verification?: LeadVerification;
  /** Where it came from; nothing stored when empty. */
  origin?: LeadOrigin;
};

export type SavedLead = { id: number; reference: string; submittedAt: Date };

export type StoredLead = SavedLead & {
  kind: StoredLeadKind;
  email: string;
  fields: Record<string, string>;
  pitchDeck?: { fileName: string | null; mediaType: string; sizeBytes: number };
};

export type StoredPitchDeck = { fileName: string | null; mediaType: string; sizeBytes: number; bytes: Uint8Array };

type InsertOptions = {
  /** A new public reference; called again if one is taken. */
  newReference: () => string;
  now?: () => Date;
  /**
   * The e-mails the lead causes, written to the outbox in its transaction:
   * with the leads submitted together, the messages of all of them in one
   * statement.
   */
  messages?: (saved: SavedLead) => readonly OutboxDraft[];
  /** More writes that stand or fall with the lead, inside its transaction, one lead at a time (messages is cheaper for e-mails). */
  alongside?: (trx: Transaction<DatabaseSchema>, saved: SavedLead) => Promise<void>;
};

const REFERENCE_ATTEMPTS = 5;

/** The lead an Idempotency-Key was first sent with. */
export type KeyedLead = { reference: string; requestHash: string | null };

/** The lead's Idempotency-Key is already stored with another lead of its kind (a repeat, or a race that one lead won). */
export class IdempotencyKeyTaken extends Error {
  readonly lead: KeyedLead;

  constructor(lead: KeyedLead) {
    super(`the idempotency key was first used for lead ${lead.reference}`);
    this.name = "IdempotencyKeyTaken";
    this.lead = lead;
  }
}

/**
 * Stores a lead and its pitch deck in one transaction; resolves only once
 * both are committed (SQLite: WAL, synchronous=FULL), so a success answer
 * means the lead is on disk. Leads submitted at the same moment share one
 * transaction (group commit, ./group-commit.ts): one flush to disk makes
 * them all durable.
 */
export function insertLead(database: Database, lead: NewLead, options: InsertOptions): Promise<SavedLead> {
  let writer = leadWriters.get(database);
  if (!writer) {
    writer = groupCommit<PendingLead, SavedLead>({
      concurrency: BATCHES_AT_ONCE[database.engine],
      writeOne: (pending) => insertLeadAlone(database, pending.lead, pending.options),
      writeBatch: (items) => database.db.transaction().execute((trx) => insertLeadBatchRows(trx, items)),
      // PostgreSQL refused a statement (a taken reference or key): the batch rolled back, and one of its
      // leads is the cause. Anything else (a timeout, a lost connection) is no lead's fault, and writing
      // the leads one by one against a database that does not answer would only keep visitors waiting.
      retryAlone: (error) => database.engine === "sqlite" || error instanceof DatabaseError,
    });
    leadWriters.set(database, writer);
  }
  return writer.write({ lead, options });
}

type PendingLead = { lead: NewLead; options: InsertOptions };
/**
 * SQLite has one writer; PostgreSQL's pool (10 connections) writes several
 * batches at once and keeps two for other queries: under load, one for the
 * rate limit's counts and one for the Idempotency-Key lookups (each batched,
 * one statement at a time).
 */
const BATCHES_AT_ONCE = { sqlite: 1, postgres: 8 } as const;
const leadWriters = new WeakMap<Database, GroupCommit<PendingLead, SavedLead>>();

/** One lead in its own transaction, with a new reference when the one drawn is taken. */
async function insertLeadAlone(database: Database, lead: NewLead, options: InsertOptions): Promise<SavedLead> {
  const { newReference, now = () => new Date() } = options;
  for (let attempt = 1; ; attempt++) {
    const reference = newReference();
    const submittedAt = now();
    try {
      return await database.db.transaction().execute((trx) => insertLeadRows(trx, lead, { reference, submittedAt }, options));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The transaction has rolled back; the lead that holds the key, if that was the clash, is committed and visible.
      const winner = lead.idempotency ? await findLeadByIdempotencyKey(database, lead.kind, lead.idempotency.key) : undefined;
      if (winner) throw new IdempotencyKeyTaken(winner);
      if (attempt < REFERENCE_ATTEMPTS) continue;
      throw error;
    }
  }
}

/**
 * Several leads in one transaction: their rows in one statement, each one's
 * pitch deck (megabytes: one statement each), the outbox messages of all of
 * them in one statement, then whatever else stands or falls with each. A taken
 * reference fails the whole batch, which group commit then writes lead by
 * lead.
 */
async function insertLeadBatchRows(trx: Transaction<DatabaseSchema>, items: readonly PendingLead[]): Promise<SavedLead[]> {
  const drawn = items.map(({ options }) => ({ reference: options.newReference(), submittedAt: (options.now ?? (() => new Date()))() }));
  const rows = await trx
    .insertInto("leads")
    .values(items.map(({ lead }, i) => leadRow(lead, drawn[i]!)))
    .returning(["id", "reference"])
    .execute();
  const idOf = new Map(rows.map((row) => [row.reference, toNumber(row.id)]));
  const saved = drawn.map(({ reference, submittedAt }) => {
    const id = idOf.get(reference);
    if (id === undefined) throw new Error(`lead ${reference} was not stored`);
    return { id, reference, submittedAt };
  });
  for (const [i, { lead }] of items.entries()) if (lead.pitchDeck) await insertPitchDeck(trx, saved[i]!.id, lead.pitchDeck);
  const messages = items.flatMap(({ options }, i) => (options.messages ? outboxRows(saved[i]!.id, options.messages(saved[i]!), saved[i]!.submittedAt) : []));
  if (messages.length > 0) await trx.insertInto("mail_outbox").values(messages).execute();
  for (const [i, { options }] of items.entries()) await options.alongside?.(trx, saved[i]!);
  return saved;
}

async function insertPitchDeck(trx: Transaction<DatabaseSchema>, leadId: number | string, deck: NewPitchDeck): Promise<void> {
  await trx
    .insertInto("pitch_decks")
    .values({ lead_id: leadId, file_name: deck.fileName ?? null, media_type: deck.mediaType, size_bytes: deck.bytes.byteLength, content: deck.bytes })
    .execute();
}

/** The lead's row, its pitch deck, its messages and whatever else stands or falls with it, inside a transaction. */
async function insertLeadRows(
  trx: Transaction<DatabaseSchema>,
  lead: NewLead,
  { reference, submittedAt }: { reference: string; submittedAt: Date },
  { messages, alongside }: InsertOptions,
): Promise<SavedLead> {
  const row = await trx
    .insertInto("leads")
    .values(leadRow(lead, { reference, submittedAt }))
    .returning("id")
    .executeTakeFirstOrThrow();
  if (lead.pitchDeck) await insertPitchDeck(trx, row.id, lead.pitchDeck);
  const saved = { id: toNumber(row.id), reference, submittedAt };
  const drafts = messages?.(saved) ?? [];
  if (drafts.length > 0) await trx.insertInto("mail_outbox").values(outboxRows(saved.id, drafts, submittedAt)).execute();
  await alongside?.(trx, saved);
  return saved;
}

/** The leads table's row for a lead under its reference. */
function leadRow(lead: NewLead, { reference, submittedAt }: { reference: string; submittedAt: Date }) {
  return {
    reference,
    kind: lead.kind,
    email: lead.email,
    fields: JSON.stringify(lead.fields),
    submitted_at: submittedAt.toISOString(),
    search_text: leadSearchText(lead.email, lead.fields),
    ...(lead.idempotency ? { idempotency_key: lead.idempotency.key, request_hash: lead.idempotency.requestHash } : {}),
    verification: lead.verification ?? null,
    origin: lead.origin && Object.keys(lead.origin).length > 0 ? JSON.stringify(lead.origin) : null,
  };
}

/** The lead of this kind first sent with this Idempotency-Key, if any. */
export async function findLeadByIdempotencyKey(database: Database, kind: StoredLeadKind, key: string): Promise<KeyedLead | undefined> {
  const row = await database.db
    .selectFrom("leads")
    .where("kind", "=", kind)
    .where("idempotency_key", "=", key)
    .select(["reference", "request_hash"])
    .executeTakeFirst();
  return row ? { reference: row.reference, requestHash: row.request_hash } : undefined;
}

/** The kind and Idempotency-Key of a submission, to look up. */
export type IdempotencyKeyOf = { kind: LeadKind; key: string };

/**
 * The leads first sent with these keys, in one query (the lookups of
 * submissions that arrive together, idempotency-key-lookup.ts); undefined
 * where a key has no lead of its kind.
 */
export async function findLeadsByIdempotencyKeys(database: Database, wanted: readonly IdempotencyKeyOf[]): Promise<(KeyedLead | undefined)[]> {
  // Both lists go to the (kind, idempotency_key) index; a key of another kind is dropped below.
  const rows = await database.db
    .selectFrom("leads")
    .where("kind", "in", [...new Set(wanted.map((w) => w.kind))])
    .where("idempotency_key", "in", [...new Set(wanted.map((w) => w.key))])
    .select(["kind", "idempotency_key", "reference", "request_hash"])
    .execute();
  // A key is [A-Za-z0-9_-] (contract/leads/idempotency-key.ts): a space cannot occur in either part.
  const found = new Map(rows.map((row) => [`${row.kind} ${row.idempotency_key}`, { reference: row.reference, requestHash: row.request_hash }]));
  return wanted.map(({ kind, key }) => found.get(`${kind} ${key}`));
}

/** Leads, oldest first, without the pitch deck bytes. */
export async function listLeads(database: Database, filter: { kind?: StoredLeadKind; reference?: string } = {}): Promise<StoredLead[]> {
  let query = database.db
    .selectFrom("leads")
    .leftJoin("pitch_decks", "pitch_decks.lead_id", "leads.id")
    .select([
      "leads.id",
      "leads.reference",
      "leads.kind",
      "leads.email",
      "leads.fields",
      "leads.submitted_at",
      "pitch_decks.file_name",
      "pitch_decks.media_type",
      "pitch_decks.size_bytes",
    ])
    .orderBy("leads.id");
  if (filter.kind) query = query.where("leads.kind", "=", filter.kind);
  if (filter.reference) query = query.where("leads.reference", "=", filter.reference);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: toNumber(row.id),
    reference: row.reference,
    kind: row.kind,
    email: row.email,
    fields: JSON.parse(row.fields) as Record<string, string>,
    submittedAt: toDate(row.submitted_at),
    ...(row.media_type !== null
      ? { pitchDeck: { fileName: row.file_name, mediaType: row.media_type, sizeBytes: toNumber(row.size_bytes ?? 0) } }
      : {}),
  }));
}

export async function findLead(database: Database, reference: string): Promise<StoredLead | undefined> {
  const [lead] = await listLeads(database, { reference });
  return lead;
}

export async function readPitchDeck(database: Database, reference: string): Promise<StoredPitchDeck | undefined> {
  const row = await database.db
    .selectFrom("pitch_decks")
    .innerJoin("leads", "leads.id", "pitch_decks.lead_id")
    .where("leads.reference", "=", reference)
    .select(["pitch_decks.file_name", "pitch_decks.media_type", "pitch_decks.size_bytes", "pitch_decks.content"])
    .executeTakeFirst();
  if (!row) return undefined;
  return { fileName: row.file_name, mediaType: row.media_type, sizeBytes: toNumber(row.size_bytes), bytes: toBytes(row.content) };
}

export async function countLeads(database: Database): Promise<number> {
  const row = await database.db.selectFrom("leads").select((eb) => eb.fn.countAll().as("count")).executeTakeFirstOrThrow();
  return toNumber(row.count);
}

// Driver differences, normalised here and nowhere else.

/** pg returns bigint and count(*) as strings. */
export function toNumber(value: number | string | bigint): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number)) throw new RangeError(`Not a safe integer: ${String(value)}`);
  return number;
}

/** SQLite keeps ISO text, pg returns a Date for timestamptz. */
export function toDate(value: string | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

/** pg returns a Buffer, node:sqlite a Uint8Array; both come out a plain Uint8Array view. */
export function toBytes(value: Uint8Array): Uint8Array {
  return Buffer.isBuffer(value) ? new Uint8Array(value.buffer, value.byteOffset, value.byteLength) : value;
}

/** A UNIQUE constraint failed: SQLite's extended code 2067 or PostgreSQL's SQLSTATE 23505. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, errcode } = error as { code?: unknown; errcode?: unknown };
  return errcode === 2067 || code === "23505";
}
