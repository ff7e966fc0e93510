import { messages, type SelectableRole, SignUpRequestSchema } from "@haulwise/domain";
import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.js";
import type { DatabaseHandle } from "../db/database.js";
import type { Translator } from "../i18n/translator.js";
import type { Mailer } from "../mail/mailer.js";
import {
  changeEmailEmail,
  existingAccountEmail,
  passwordResetEmail,
  verificationEmail,
} from "../mail/templates.js";
import { CLIENT_IP_HEADER } from "./client-ip.js";
import type { SignInThrottle } from "./sign-in-throttle.js";

export type NewUser = {
  id: string;
  email: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  role: SelectableRole | null;
  /** The company a contractor named at sign-up; null leaves it named after them. */
  companyName: string | null;
};

/** The company name of a sign-up request, as `checkSignUp` left it in the body. */
const companyNameOf = (body: unknown): string | null => {
  const name = (body as { companyName?: unknown } | null)?.companyName;
  return typeof name === "string" && name ? name : null;
};

const invitationTokenOf = (body: unknown): string | null => {
  const token = (body as { invitationToken?: unknown } | null)?.invitationToken;
  return typeof token === "string" && token ? token : null;
};

export type AuthDeps = {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  /** Each e-mail is written in its recipient's language. */
  translator: Translator;
  /** Creates the profile (and a contractor's company) for a user Better Auth has just stored. */
  onUserCreated: (user: NewUser) => Promise<void>;
  /** An account's address is now verified: at sign-up, or after a change of address. */
  onEmailVerified: (user: { id: string; email: string }) => Promise<void>;
  /**
   * Whether an invitation link still open for this address was presented: mailed to the
   * address, it proves it as a verification link would.
   */
  invitationProvesAddress: (token: string, email: string) => Promise<boolean>;
  logger: Pick<FastifyBaseLogger, "error" | "warn" | "info" | "debug">;
  signInThrottle: SignInThrottle;
  /** How passwords are hashed; Better Auth's scrypt when not given (see PasswordHashing). */
  passwordHashing?: PasswordHashing | undefined;
};

/**
 * Hashing and checking a password. Production leaves it to Better Auth (scrypt, N = 16384,
 * about 0.2 s of a core each); the server tests pass a cheaper scrypt, since they sign up
 * and sign in thousands of people and the cost is the same work, only more of it.
 */
export type PasswordHashing = {
  hash: (password: string) => Promise<string>;
  verify: (input: { hash: string; password: string }) => Promise<boolean>;
};

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const emailOf = (body: unknown): string | null => {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === "string" ? email : null;
};

/** The sign-up form is checked by the shared schema, and the display name made from it. */
function checkSignUp(ctx: HookContext) {
  const parsed = SignUpRequestSchema.safeParse(ctx.body);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.join("."),
      message: issue.message,
    }));
    throw new APIError("BAD_REQUEST", {
      code: "VALIDATION_FAILED",
      message: issues[0]?.message ?? "Invalid sign-up details",
      issues,
    });
  }
  const { firstName, lastName } = parsed.data;
  return { context: { body: { ...parsed.data, name: `${firstName} ${lastName}` } } };
}

/** Someone else's session, or none, is "not found": revoking it must not report success. */
async function requireOwnSession(ctx: HookContext) {
  const token = (ctx.body as { token?: unknown } | null)?.token;
  if (typeof token !== "string") return;
  const session = await getSessionFromCtx(ctx);
  if (!session) return;
  const target = await ctx.context.internalAdapter.findSession(token);
  if (target?.session.userId !== session.user.id) {
    throw new APIError("NOT_FOUND", {
      code: "NOT_FOUND",
      message: messages.account.sessionNotFound,
    });
  }
}

const ONE_HOUR = 60 * 60;
const ONE_DAY = 24 * ONE_HOUR;

/**
 * With several trusted origins (the loopback aliases of the default address) a link in a
 * mail points back at the address the person used, so verifying at 127.0.0.1 signs them in
 * at 127.0.0.1. Any other host gets the public address.
 */
function baseUrlOption(config: Config) {
  if (config.trustedOrigins.length === 1) return config.publicUrl;
  return {
    allowedHosts: config.trustedOrigins.map((origin) => new URL(origin).host),
    fallback: config.publicUrl,
    protocol: "http" as const,
  };
}

export function createAuth({
  config,
  database,
  mailer,
  translator,
  onUserCreated,
  onEmailVerified,
  invitationProvesAddress,
  logger,
  signInThrottle,
  passwordHashing,
}: AuthDeps) {
  /** The wording of a user's e-mails: their language, stored with the account. */
  const wordingOf = (user: object) =>
    translator.wordingFor((user as { language?: string | null }).language);

  /** Every attempt counts against the account named, existing or not; the locked-out wait. */
  async function throttleSignIn(ctx: HookContext) {
    const email = emailOf(ctx.body);
    if (!email) return;
    const verdict = await signInThrottle.attempt(email);
    if (!verdict.allowed) {
      throw new APIError(
        "TOO_MANY_REQUESTS",
        {
          code: "RATE_LIMITED",
          message: messages.auth.tooManySignIns(verdict.retryAfterSeconds),
        },
        { "Retry-After": String(verdict.retryAfterSeconds) },
      );
    }
  }

  /** The right password (even for an address not yet verified) ends the account's streak. */
  async function settleSignIn(ctx: HookContext) {
    const email = emailOf(ctx.body);
    const returned = ctx.context.returned;
    const refused = returned instanceof APIError ? returned.statusCode : null;
    if (email && (refused === null || refused === 403)) await signInThrottle.reset(email);
  }

  const secure = config.publicUrl.startsWith("https://");
  return betterAuth({
    appName: "Haulwise",
    baseURL: baseUrlOption(config),
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: { db: database.authDb, type: database.kind },
    telemetry: { enabled: false },
    logger: {
      level: "warn",
      log: (level, message, ...args) => logger[level]({ args }, `[auth] ${message}`),
    },
    // Our own endpoints own profile edits and account deletion, so these stay closed.
    disabledPaths: ["/update-user", "/delete-user", "/delete-user/callback"],
    user: {
      modelName: "users",
      fields: { emailVerified: "email_verified", createdAt: "created_at", updatedAt: "updated_at" },
      additionalFields: {
        firstName: { type: "string", fieldName: "first_name", required: false, input: true },
        lastName: { type: "string", fieldName: "last_name", required: false, input: true },
        role: { type: "string", fieldName: "role", required: false, input: true },
        timeZone: { type: "string", fieldName: "time_zone", required: false, input: true },
        language: { type: "string", fieldName: "language", required: false, input: true },
      },
      changeEmail: {
        enabled: true,
        sendChangeEmailConfirmation: async ({ user, newEmail, url }) => {
          await mailer.send(changeEmailEmail(wordingOf(user), newEmail, user.name, url));
        },
      },
    },
    session: {
      modelName: "sessions",
      fields: {
        expiresAt: "expires_at",
        ipAddress: "ip_address",
        userAgent: "user_agent",
        userId: "user_id",
        createdAt: "created_at",
        updatedAt: "updated_at",
      },
      expiresIn: 7 * ONE_DAY,
      updateAge: ONE_DAY,
      // Off: a signed-out or deleted account must be refused on its very next request.
      cookieCache: { enabled: false },
    },
    account: {
      modelName: "accounts",
      fields: {
        accountId: "account_id",
        providerId: "provider_id",
        userId: "user_id",
        accessToken: "access_token",
        refreshToken: "refresh_token",
        idToken: "id_token",
        accessTokenExpiresAt: "access_token_expires_at",
        refreshTokenExpiresAt: "refresh_token_expires_at",
        createdAt: "created_at",
        updatedAt: "updated_at",
      },
    },
    verification: {
      modelName: "verifications",
      fields: { expiresAt: "expires_at", createdAt: "created_at", updatedAt: "updated_at" },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      ...(passwordHashing ? { password: passwordHashing } : {}),
      resetPasswordTokenExpiresIn: ONE_HOUR,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }) => {
        await signInThrottle.reset(user.email);
      },
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(passwordResetEmail(wordingOf(user), user.email, user.name, url));
      },
      // The sign-up answer never reveals that an address is taken; its owner hears about it instead.
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send(
          existingAccountEmail(
            wordingOf(user),
            user.email,
            user.name,
            `${config.publicUrl}/sign-in`,
          ),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: ONE_HOUR,
      sendVerificationEmail: async ({ user, url }) => {
        // Signed up through an invitation's link: the address is verified already.
        if (user.emailVerified) return;
        await mailer.send(verificationEmail(wordingOf(user), user.email, user.name, url));
      },
      afterEmailVerification: async (user) => {
        try {
          await onEmailVerified({ id: user.id, email: user.email });
        } catch (error) {
          // The address is verified either way; what waited on it is logged to be looked at.
          logger.error(
            { err: error, userId: user.id },
            "claiming what waited on the address failed",
          );
        }
      },
    },
    // The API's own limiter counts these paths (http/rate-limit.ts): one mechanism, one config.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "haulwise",
      useSecureCookies: secure,
      // Better Auth skips its origin check under test runners unless told otherwise; we test
      // what production does.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        switch (ctx.path) {
          case "/sign-up/email":
            return checkSignUp(ctx);
          case "/sign-in/email":
            return throttleSignIn(ctx);
          // Changing the password ends every other session, whatever the client asked for.
          case "/change-password":
            return { context: { body: { ...(ctx.body ?? {}), revokeOtherSessions: true } } };
          case "/revoke-session":
            return requireOwnSession(ctx);
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-in/email") await settleSignIn(ctx);
      }),
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user, context) => {
            const token = invitationTokenOf(context?.body);
            if (!token || !(await invitationProvesAddress(token, user.email))) return;
            return { data: { ...user, emailVerified: true } };
          },
          after: async (user, context) => {
            const record = user as typeof user & Record<string, unknown>;
            try {
              await onUserCreated({
                id: user.id,
                email: user.email,
                name: user.name,
                firstName: (record.firstName as string | undefined) ?? null,
                lastName: (record.lastName as string | undefined) ?? null,
                role: (record.role as SelectableRole | undefined) ?? null,
                // Not a column of the account: it names the company created with the profile.
                companyName: companyNameOf(context?.body),
              });
            } catch (error) {
              // The account exists either way; /profile-setup completes a missing profile.
              logger.error({ err: error, userId: user.id }, "creating the profile failed");
            }
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
