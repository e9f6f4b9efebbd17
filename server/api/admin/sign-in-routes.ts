import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ADMIN_TEXT, type SignInRefusal, type StaffSessionAnswer } from "../../../contract/staff-inbox/inbox-answers.ts";
import { API_BASE_PATH } from "../../../contract/site-paths.ts";
import { ADMIN_API, STAFF_SESSION_COOKIE } from "../../../contract/staff-inbox/inbox-paths.ts";
import { recordAudit } from "../../db/audit-log-repository.ts";
import { clearFailedSignIns, readFailedSignIns, recordFailedSignIn } from "../../db/sign-in-throttles-repository.ts";
import { createStaffSession, deleteStaffSession } from "../../db/staff-sessions-repository.ts";
import { accountThrottleKey, addressThrottleKey, findStaffUser } from "../../db/staff-users-repository.ts";
import { type AdminContext, sendAdminFailure, staffOf } from "./admin-context.ts";
import { PASSWORD_MAX_LENGTH, verifyAgainstDecoy, verifyPassword } from "./password-hash.ts";
import { bodyObject, textField } from "./request-body.ts";
import { needsSecureCookie } from "./same-origin.ts";
import { type SignInVerdict, indiaClockTime, signInVerdict, strictestVerdict } from "./sign-in-throttle.ts";

/** The cookie goes only to the admin API, never to the public pages. */
const COOKIE_PATH = `${API_BASE_PATH}/admin`;
const EMAIL_MAX_LENGTH = 254;
// oxlint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F]/;

export function registerSignInRoutes(scope: FastifyInstance, context: AdminContext): void {
  const { database } = context;
  const secure = needsSecureCookie(context.siteUrl);

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
    const keys = [accountThrottleKey(email), addressThrottleKey(request.ip)];
    const verdictNow = async () => {
      const failed = await readFailedSignIns(database, keys);
      return strictestVerdict(keys.map((key) => signInVerdict(failed.get(key), context.signIn, now)));
    };

    const before = await verdictNow();
    if (!before.allowed) {
      await recordAudit(database.db, { action: "sign-in-refused", details: { reason: before.reason }, ip: request.ip, at: now });
      return refuse(reply, before, now, "");
    }

    const user = await findStaffUser(database, email);
    const matches = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDecoy(password);
    if (!user || !matches) {
      await recordFailedSignIn(database, keys, now, context.signIn.lockoutMs);
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

    await clearFailedSignIns(database, accountThrottleKey(user.email));
    // Session fixation: a token the browser already holds (planted by someone else, or an old one) is ended, never adopted; sign-in always issues a fresh one.
    const earlierToken = request.cookies[STAFF_SESSION_COOKIE];
    if (earlierToken) await deleteStaffSession(database, earlierToken);
    const session = await createStaffSession(database, user.id, { now, lifetimeMs: context.sessionLifetimeMs, userAgent: request.headers["user-agent"] });
    await recordAudit(database.db, { action: "sign-in", actor: { id: user.id, email: user.email }, ip: request.ip, at: now });
    reply.setCookie(STAFF_SESSION_COOKIE, session.token, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: "strict",
      secure,
      expires: session.expiresAt,
    });
    const answer: StaffSessionAnswer = { email: user.email, expiresAt: session.expiresAt.toISOString() };
    return reply.code(200).send(answer);
  });

  scope.post(`${API_BASE_PATH}${ADMIN_API.signOut}`, async (request, reply) => {
    const staff = staffOf(request);
    await deleteStaffSession(database, staff.token);
    await recordAudit(database.db, { action: "sign-out", actor: { id: staff.id, email: staff.email }, ip: request.ip, at: context.now() });
    reply.clearCookie(STAFF_SESSION_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: "strict", secure });
    return { signedOut: true };
  });

  scope.get(`${API_BASE_PATH}${ADMIN_API.session}`, async (request: FastifyRequest) => {
    const staff = staffOf(request);
    const answer: StaffSessionAnswer = { email: staff.email, expiresAt: staff.expiresAt.toISOString() };
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
