import { randomBytes } from "node:crypto";
import { DatabaseSync } from "node:sqlite";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_API } from "../../../contract/staff-inbox/inbox-paths.ts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { eraseLead } from "../../db/inbox-repository.ts";
import { insertLead } from "../../db/leads-repository.ts";
import { type Database, openDatabase } from "../../db/open-database.ts";
import { leadMessages } from "../../mail/lead-mail.ts";
import { PDF } from "../leads/pitch-deck-type.ts";
import { pdfBytes } from "../leads/test-files.ts";
import { SITE_ORIGIN, addStaff, api, sessionCookie, signIn, standInBuild } from "./admin-test-helpers.ts";

// Issue 20: after an erasure the SQLite file still held the person's name,
// e-mail and pitch deck in free pages, and its write-ahead log the pages as
// they were. These tests read the raw bytes of both, on a real file.

const STAFF = { email: "anjali.rao@ankur.example.in", password: "Sahyadri-Monsoon-2026" };

let build: ReturnType<typeof standInBuild>;
beforeAll(() => {
  build = standInBuild();
});
afterAll(() => build.remove());

let dataDir: string;
let database: Database;
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Markers found nowhere else: a name, an e-mail address, a note and bytes inside the deck. */
function uniqueMarkers() {
  const word = () => randomBytes(8).toString("hex");
  const deckMarker = randomBytes(32);
  const deck = pdfBytes(40_000);
  // Inside the deck, well past the first page: a large deck lives in overflow pages.
  deckMarker.copy(deck, 20_000);
  return { name: `zorawar${word()}`, email: `${word()}@krishiyantra.in`, note: `note${word()}`, deckMarker, deck };
}

/** Both files on disk, as one buffer: the database and its write-ahead log (absent or empty when emptied). */
function onDisk(): { file: Buffer; log: Buffer } {
  const path = join(dataDir, "ankur.sqlite");
  return { file: readFileSync(path), log: existsSync(`${path}-wal`) ? readFileSync(`${path}-wal`) : Buffer.alloc(0) };
}

const checkpoint = () => sql`pragma wal_checkpoint(TRUNCATE)`.execute(database.db);

describe.each([
  { where: "only in the write-ahead log", checkpointFirst: false },
  { where: "already in the database file (after a checkpoint, as the server makes on its own)", checkpointFirst: true },
])("erasing a lead on SQLite, when it is $where", ({ checkpointFirst }) => {
  it("leaves none of its name, e-mail, note or pitch deck bytes in the file or the write-ahead log", async () => {
    dataDir = mkdtempSync(join(tmpdir(), "ankur-erasure-"));
    database = await openDatabase({ dataDir });
    app = await buildApp({ config: loadConfig({ BUILD_DIR: build.dir, LOG_LEVEL: "silent", SITE_URL: SITE_ORIGIN }), logger: false, database });
    await addStaff(database, STAFF.email, STAFF.password);
    const cookie = sessionCookie(await signIn(app, STAFF.email, STAFF.password));
    // What came before the lead is in the file; the lead starts in the log.
    await checkpoint();

    const marker = uniqueMarkers();
    const fields = { companyName: "Krishiyantra Labs", founderName: marker.name, email: marker.email, industrySector: "Agriculture", stage: "Prototype", motivation: "Soil sensors." };
    const { reference } = await insertLead(
      database,
      { kind: "incubation", email: marker.email, fields, pitchDeck: { fileName: "deck.pdf", mediaType: PDF.mediaType, bytes: marker.deck } },
      {
        newReference: () => "INC-2026-ERASE1",
        // The team's notification and the visitor's confirmation, as a submission writes them.
        messages: (saved) =>
          leadMessages({ kind: "incubation", reference: saved.reference, submittedAt: saved.submittedAt, email: marker.email, fields }, new URL(SITE_ORIGIN)),
      },
    );
    const headers = { cookie, origin: SITE_ORIGIN };
    const noted = await app.inject({
      method: "POST",
      url: api(ADMIN_API.leadNotes(reference)),
      headers: { ...headers, "content-type": "application/json" },
      payload: JSON.stringify({ text: `Called ${marker.note}` }),
    });
    expect(noted.statusCode).toBe(201);
    if (checkpointFirst) await checkpoint();

    // The test can fail: the markers are on disk, where this case puts them.
    const before = onDisk();
    const holding = checkpointFirst ? before.file : before.log;
    for (const text of [marker.name, marker.email, marker.note]) expect(holding.includes(text)).toBe(true);
    expect(holding.includes(marker.deckMarker)).toBe(true);

    const erased = await app.inject({ method: "DELETE", url: api(ADMIN_API.lead(reference)), headers });
    expect(erased.statusCode).toBe(200);

    const { file, log } = onDisk();
    for (const [name, bytes] of Object.entries({ file, log })) {
      for (const text of [marker.name, marker.email, marker.note]) expect(bytes.includes(text), `${text} in the ${name}`).toBe(false);
      expect(bytes.includes(marker.deckMarker), `the deck in the ${name}`).toBe(false);
    }
    // The erasure's audit entry, and the rest of the database, are intact.
    expect(file.includes(reference)).toBe(true);
    expect((await database.db.selectFrom("staff_users").select("email").execute()).map((row) => row.email)).toEqual([STAFF.email]);
  });
});

describe("erasing a lead on SQLite while a reader holds the write-ahead log", () => {
  it("says the log could not be emptied, and the next erasure empties it", async () => {
    dataDir = mkdtempSync(join(tmpdir(), "ankur-erasure-"));
    database = await openDatabase({ dataDir });
    // Not the 5 s a backup would be given: the reader below never finishes in time.
    await sql`pragma busy_timeout = 50`.execute(database.db);
    const markers = [uniqueMarkers(), uniqueMarkers()];
    const references: string[] = [];
    for (const [index, marker] of markers.entries()) {
      const lead = { kind: "incubation" as const, email: marker.email, fields: { founderName: marker.name, email: marker.email }, pitchDeck: { mediaType: PDF.mediaType, bytes: marker.deck } };
      references.push((await insertLead(database, lead, { newReference: () => `INC-2026-BUSY0${index}` })).reference);
    }
    const staffAction = { staff: { id: 1, email: STAFF.email }, now: new Date() };

    const reader = new DatabaseSync(join(dataDir, "ankur.sqlite"));
    reader.exec("begin");
    reader.prepare("select count(*) from leads").get();
    expect(await eraseLead(database, references[0] ?? "", staffAction)).toEqual({ kind: "incubation", logNotEmptied: true });
    expect(onDisk().log.includes(markers[0]?.name ?? "")).toBe(true);
    reader.exec("commit");
    reader.close();

    expect(await eraseLead(database, references[1] ?? "", staffAction)).toEqual({ kind: "incubation" });
    const { file, log } = onDisk();
    expect(log.length).toBe(0);
    for (const marker of markers) expect(file.includes(marker.name) || file.includes(marker.deckMarker)).toBe(false);
  });
});
