import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ADMIN_TEXT, type SignInRefusal, type StaffSessionAnswer } from "../../../contract/staff-inbox/inbox-answers.ts";
import { API_BASE_PATH } from "../../../contract/site-paths.ts";
import { ADMIN_API } from "../../../contract/staff-inbox/inbox-paths.ts";
import { recordAudit } from "../../db/audit-log-repository.ts";
import {
  type SignInCounter,
  claimSignInTry,
  forgetOldFailedSignIns,
  giveBackSignInTry,
  hasSignedInFrom,
  readFailedSignIns,
} from "../../db/sign-in-throttles-repository.ts";
import { createStaffSession, deleteStaffSession } from "../../db/staff-sessions-repository.ts";
import { accountThrottleKey, addressThrottleKey, findStaffUser } from "../../db/staff-users-repository.ts";
import { type AdminContext, sendAdminFailure, staffOf } from "./admin-context.ts";
import { PASSWORD_MAX_LENGTH, verifyAgainstDecoy, verifyPassword } from "./password-hash.ts";
import { bodyObject, textField } from "./request-body.ts";
import { staffSessionCookie } from "./same-origin.ts";
import { KNOWN_ADDRESS_MS, type SignInVerdict, indiaClockTime, signInVerdict, strictestVerdict } from "./sign-in-throttle.ts";

/** The cookie goes only to the admin API, never to the public pages. */
const COOKIE_PATH = `${API_BASE_PATH}/admin`;
const EMAIL_MAX_LENGTH = 254;
// oxlint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F]/;

export function registerSignInRoutes(scope: FastifyInstance, context: AdminContext): void {
  const { database } = context;
  const { name: cookieName, secure } = staffSessionCookie(context.siteUrl);

  scope.post(`${API_BASE_PATH}${ADMIN_API.signIn}`, { config: { staffPublic: true } }, async (request, reply) => {
    const body = bodyObject(request.body);
    const email = textField(body, "email")?.trim();
    const password = typeof body?.password === "string" ? body.password : "";
    if (!email || password === "") return sendAdminFailure(reply, 422, ADMIN_TEXT.signInIncomplete);
    // No address holds control characters; PostgreSQL cannot even compare one with NUL (a 500 before this check).
    if (email.length > EMAIL_MAX_LENGTH || CONTROL_CHARACTER.test(email) || password.length > PASSWORD_MAX_LENGTH) {
      return sendAdminFailure(reply, 422, ADMIN_TEXT.signInWrong);
    }

    const now = context.now();
    const address = addressThrottleKey(request.ip);
    const account = accountThrottleKey(email);
    // The account's back-off spares the addresses it has signed in from, so a distributed attack cannot keep the team out.
    const knownAddress = await hasSignedInFrom(database, email, request.ip, new Date(now.getTime() - KNOWN_ADDRESS_MS));
    // Address first: a locked address never touches the account's counter (claimSignInTry).
    const counters: SignInCounter[] = [
      { key: address, limit: "slow-then-lock" },
      { key: account, limit: knownAddress ? "none" : "slow" },
    ];
    const verdictNow = async () => {
      const failed = await readFailedSignIns(database, [address, account]);
      return strictestVerdict(counters.map((counter) => signInVerdict(failed.get(counter.key), counter.limit, context.signIn, now)));
    };

    // The try counts as a failure before the password is checked, so tries sent at once cannot all slip through.
    if (!(await claimSignInTry(database, counters, context.signIn, now))) {
      const verdict = await verdictNow();
      // Allowed again by the time it is read (the counter was just cleared): a moment's wait is still the honest answer.
      const refusal = verdict.allowed ? { allowed: false as const, reason: "slowed" as const, until: new Date(now.getTime() + 1000) } : verdict;
      await recordAudit(database.db, { action: "sign-in-refused", details: { reason: refusal.reason }, ip: request.ip, at: now });
      return refuse(reply, refusal, now, "");
    }

    const user = await findStaffUser(database, email);
    const matches = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDecoy(password);
    if (!user || !matches) {
      await forgetOldFailedSignIns(database, now, context.signIn.lockoutMs);
      await recordAudit(database.db, {
        action: "sign-in-refused",
        ...(user ? { actor: { id: user.id, email: user.email } } : {}),
        details: { reason: "wrong-password" },
        ip: request.ip,
        at: now,
      });
      request.log.info({ ip: request.ip }, "staff sign-in failed");
      const after = await verdictNow();
      if (!after.allowed) return refuse(reply, after, now, `${ADMIN_TEXT.signInWrong} `);
      return sendAdminFailure(reply, 401, ADMIN_TEXT.signInWrong);
    }

    // The right password: this try was no failure. The others stay, the account's too: forgetting them would hand an attacker fresh tries.
    await giveBackSignInTry(database, [address, account]);
    // Session fixation: a token the browser already holds (planted by someone else, or an old one) is ended, never adopted; sign-in always issues a fresh one.
    const earlierToken = request.cookies[cookieName];
    if (earlierToken) await deleteStaffSession(database, earlierToken);
    const session = await createStaffSession(database, user.id, { now, lifetimeMs: context.sessionLifetimeMs, userAgent: request.headers["user-agent"] });
    await recordAudit(database.db, { action: "sign-in", actor: { id: user.id, email: user.email }, ip: request.ip, at: now });
    reply.setCookie(cookieName, session.token, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: "strict",
      secure,
      expires: session.expiresAt,
    });
    const answer: StaffSessionAnswer = { email: user.email, expiresAt: session.expiresAt.toISOString(), role: user.role };
    return reply.code(200).send(answer);
  });

  scope.post(`${API_BASE_PATH}${ADMIN_API.signOut}`, async (request, reply) => {
    const staff = staffOf(request);
    await deleteStaffSession(database, staff.token);
    await recordAudit(database.db, { action: "sign-out", actor: { id: staff.id, email: staff.email }, ip: request.ip, at: context.now() });
    reply.clearCookie(cookieName, { path: COOKIE_PATH, httpOnly: true, sameSite: "strict", secure });
    return { signedOut: true };
  });

  scope.get(`${API_BASE_PATH}${ADMIN_API.session}`, async (request: FastifyRequest) => {
    const staff = staffOf(request);
    const answer: StaffSessionAnswer = { email: staff.email, expiresAt: staff.expiresAt.toISOString(), role: staff.role };
    return answer;
  });
}

function refuse(reply: FastifyReply, verdict: Extract<SignInVerdict, { allowed: false }>, now: Date, prefix: string): FastifyReply {
  const retryAfterSeconds = Math.max(1, Math.ceil((verdict.until.getTime() - now.getTime()) / 1000));
  const refusal: SignInRefusal = { reason: verdict.reason, retryAfterSeconds, until: verdict.until.toISOString() };
  const text = verdict.reason === "locked" ? ADMIN_TEXT.signInLocked(indiaClockTime(verdict.until)) : ADMIN_TEXT.signInSlowed(retryAfterSeconds);
  reply.header("Retry-After", String(retryAfterSeconds));
  return sendAdminFailure(reply, 429, `${prefix}${text}`, { refusal });
}
