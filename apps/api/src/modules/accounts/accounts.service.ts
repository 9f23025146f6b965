import type { Language } from '@saath/shared/i18n';
import { createHash, randomBytes } from 'node:crypto';
import {
  GOOGLE_INVALID_CREDENTIAL,
  GOOGLE_NOT_CONFIGURED,
  ACCOUNT_DISABLED,
  CURRENT_PASSWORD_INCORRECT,
  EMAIL_TAKEN,
  INCORRECT_CREDENTIALS,
  PASSWORD_CHANGED,
  PASSWORD_RESET_DONE,
  RESET_REQUEST_ANSWER,
  RESET_TOKEN_INVALID,
  type CurrentUser,
  type LanguageBody,
  type MyCredits,
  type RegisterBody,
} from '@saath/shared/accounts';
import {
  profileCompleteness,
  profileCompletionPercent,
  type ProfileUpdateParsed,
} from '@saath/shared/profile';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { Auth, Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { badRequest, conflict, invalidField, unauthorized } from '../../platform/errors.ts';
import { enqueueMail, enqueueMailJob, type MailWorker } from '../../platform/mailer.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { creditsOf, ledgerOf } from '../credits/index.ts';
import { countActiveMemberships } from '../groups/index.ts';
import { countTickets } from '../tickets/index.ts';
import {
  passwordChangedMail,
  passwordResetMail,
  resetWithoutAccountMail,
  signInPausedMail,
  welcomeMail,
} from './accounts.mails.ts';
import * as repo from './accounts.repository.ts';
import { textsIn } from '../../platform/texts.ts';
import { RESET_TOKEN_TTL_MINUTES } from './accounts.mails.ts';
import { EmailTaken, createAccount, prepareAccount } from './accounts.contract.ts';
import type { GoogleVerifier } from './google.verifier.ts';
import { SIGN_IN_PAUSED_JOB, createSignInThrottle } from './sign-in-throttle.ts';
import { asWork } from '../../platform/work.ts';

/** The mail job a reset request queues (the worker composes it, see requestPasswordReset). */
export const RESET_REQUEST_JOB = 'password_reset_request';

export type AccountsDeps = {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'accessTokenTtlSeconds' | 'publicUrl' | 'signInThrottle'>;
  auth: Auth;
  mail: MailWorker;
  google: GoogleVerifier | undefined;
};

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function createAccountsService(deps: AccountsDeps) {
  const { db, clock } = deps;
  const throttle = createSignInThrottle({ db, clock, settings: deps.config.signInThrottle });

  async function startSession(userId: string): Promise<string> {
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + deps.config.accessTokenTtlSeconds * 1000);
    const sessionId = await repo.insertSession(db, { userId, createdAt: now, expiresAt });
    return deps.auth.issueToken(userId, sessionId, expiresAt);
  }

  async function currentUser(row: UserRow): Promise<CurrentUser> {
    const [credits, communities, bookings] = await Promise.all([
      creditsOf(asWork(db), row.id, clock.now()),
      countActiveMemberships(asWork(db), row.id),
      countTickets(asWork(db), row.id),
    ]);
    // ADR 0030: what the traveller can still apply, not what open payments have reserved.
    return toCurrentUser(row, { ...credits.available, communities, bookings });
  }

  async function register(input: RegisterBody & { password: string }): Promise<CurrentUser> {
    const account = await prepareAccount({
      email: input.email,
      password: input.password,
      firstName: input.first_name,
      lastName: input.last_name,
      phone: input.phone ?? null,
      ...(input.language && { language: input.language }),
    });
    try {
      const row = await db.transaction(async (tx) => {
        const user = await createAccount(tx, clock, account);
        await enqueueMail(
          tx,
          clock,
          welcomeMail(user.email, user.firstName, deps.config.publicUrl, textsIn(user.language)),
        );
        return user;
      });
      deps.mail.kick();
      return currentUser(row);
    } catch (error) {
      if (error instanceof EmailTaken) throw conflict(EMAIL_TAKEN);
      throw error;
    }
  }

  async function login(email: string, password: string): Promise<string> {
    // ADR 0033: guesses spread over many addresses still meet the account's own count.
    await throttle.assertOpen(email);
    const user = await repo.findUserByEmail(db, email);
    const ok = await verifyPassword(user?.passwordHash ?? null, password);
    if (await throttle.settle(email, Boolean(user && ok))) deps.mail.kick();
    // One answer for an unknown email and a wrong password; only the account's own password
    // learns that it is disabled.
    if (!user || !ok) throw unauthorized(INCORRECT_CREDENTIALS);
    if (!user.isActive) throw unauthorized(ACCOUNT_DISABLED);
    return startSession(user.id);
  }

  async function loginWithGoogle(idToken: string): Promise<string> {
    if (!deps.google) throw badRequest(GOOGLE_NOT_CONFIGURED);
    const identity = await deps.google(idToken);
    if (!identity) throw unauthorized(GOOGLE_INVALID_CREDENTIAL);
    let user =
      (await repo.findUserByGoogleSubject(db, identity.subject)) ??
      (await repo.findUserByEmail(db, identity.email));
    if (user && !user.isActive) throw unauthorized(ACCOUNT_DISABLED);
    if (user && !user.googleSubject) {
      // The address is verified by Google, so it is the same person: link the accounts.
      user = await repo.updateUser(db, user.id, {
        googleSubject: identity.subject,
        updatedAt: clock.now(),
      });
    }
    if (!user) {
      const now = clock.now();
      try {
        user = await db.transaction(async (tx) => {
          const created = await repo.insertUser(tx, {
            email: identity.email,
            googleSubject: identity.subject,
            firstName: identity.givenName ?? identity.email.split('@')[0]!,
            lastName: identity.familyName ?? '',
            createdAt: now,
            updatedAt: now,
          });
          await enqueueMail(
            tx,
            clock,
            welcomeMail(
              created.email,
              created.firstName,
              deps.config.publicUrl,
              textsIn(created.language),
            ),
          );
          return created;
        });
        deps.mail.kick();
      } catch (error) {
        // Two first sign-ins at once: the other one created the account.
        if (!isUniqueViolation(error)) throw error;
        user = await repo.findUserByGoogleSubject(db, identity.subject);
      }
    }
    if (!user) throw unauthorized(GOOGLE_INVALID_CREDENTIAL);
    return startSession(user.id);
  }

  async function me(principal: Principal): Promise<CurrentUser> {
    const row = await repo.findUserById(db, principal.userId);
    if (!row) throw unauthorized();
    return currentUser(row);
  }

  /** The credit and fee waivers held, and where each came from (docs/product/money.md). */
  async function myCredits(principal: Principal): Promise<MyCredits> {
    const [credits, entries] = await Promise.all([
      creditsOf(asWork(db), principal.userId, clock.now()),
      ledgerOf(asWork(db), principal.userId),
    ]);
    // ADR 0030: the balances are what a new payment can apply; the entries sum to that plus
    // what is reserved.
    const { available, held } = credits;
    return {
      credit_balance: available.creditPaise,
      fee_waivers: available.feeWaivers,
      credit_reserved: held.creditPaise - available.creditPaise,
      fee_waivers_reserved: held.feeWaivers - available.feeWaivers,
      entries: entries.map((e) => ({
        id: e.id,
        created_at: e.createdAt.toISOString(),
        amount: e.amountPaise,
        waivers: e.waivers,
        reason: e.reason,
        community_id: e.communityId,
        rfq_number: e.rfqNumber,
      })),
    };
  }

  /** The navbar's language switch: the one field, without the profile form's required ones. */
  async function setLanguage(principal: Principal, language: Language): Promise<LanguageBody> {
    const row = await repo.updateUser(db, principal.userId, { language, updatedAt: clock.now() });
    if (!row) throw unauthorized();
    return { language };
  }

  async function updateProfile(
    principal: Principal,
    input: ProfileUpdateParsed,
  ): Promise<CurrentUser> {
    const changes: repo.UserChanges = { updatedAt: clock.now() };
    for (const [field, value] of Object.entries(input)) {
      if (value === undefined) continue;
      const column = PROFILE_COLUMNS[field as keyof ProfileUpdateParsed];
      (changes as Record<string, unknown>)[column] = value;
    }
    // ADR 0060: SMS and WhatsApp are chosen by confirming a number with a one-time code
    // (POST /api/users/me/notification-channel/...), never by this form alone: a choice of
    // another text channel here leaves the preference as it is. Email is always allowed, and
    // forgets the confirmed number (choosing a text channel again asks for a new code).
    if (input.notification_preference === 'EMAIL') {
      changes.notificationPhone = null;
      changes.notificationPhoneConfirmedAt = null;
    } else if (input.notification_preference !== undefined) {
      const current = await repo.findUserById(db, principal.userId);
      if (current?.notificationPreference !== input.notification_preference)
        delete changes.notificationPreference;
    }
    try {
      const row = await repo.updateUser(db, principal.userId, changes);
      if (!row) throw unauthorized();
      return currentUser(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw invalidField(['body', 'email'], EMAIL_TAKEN);
      throw error;
    }
  }

  async function changePassword(principal: Principal, current: string, next: string) {
    const user = await repo.findUserById(db, principal.userId);
    if (!user) throw unauthorized();
    // A stolen session must not become a way to guess the password past the account's count.
    await throttle.assertOpen(user.email);
    const currentOk = await verifyPassword(user.passwordHash, current);
    if (await throttle.settle(user.email, currentOk)) deps.mail.kick();
    if (!currentOk) throw badRequest(CURRENT_PASSWORD_INCORRECT);
    const passwordHash = await hashPassword(next);
    await db.transaction(async (tx) => {
      const now = clock.now();
      await repo.updateUser(tx, user.id, { passwordHash, updatedAt: now });
      // The device that changed the password stays signed in; every other one is signed out.
      await repo.revokeUserSessions(tx, user.id, now, principal.sessionId);
      await repo.useUpResetTokens(tx, user.id, now);
      await enqueueMail(
        tx,
        clock,
        passwordChangedMail(
          user.email,
          user.firstName,
          deps.config.publicUrl,
          textsIn(user.language),
        ),
      );
    });
    deps.mail.kick();
    return { message: PASSWORD_CHANGED };
  }

  /**
   * The request does the same work whether or not the address has an account,
   * so the time of the answer does not tell (the answer itself never does; ADR 0011): it
   * queues one mail job and answers. Behind the answer the worker composes the mail: a reset
   * link (and its token) for an active account, otherwise a note that no active account uses
   * the address, so whoever owns it learns why no link came.
   */
  async function requestPasswordReset(email: string) {
    await enqueueMailJob(db, clock, RESET_REQUEST_JOB, email);
    deps.mail.kick();
    return { message: RESET_REQUEST_ANSWER };
  }

  deps.mail.compose(RESET_REQUEST_JOB, async (tx, { recipient }) => {
    const user = await repo.findUserByEmail(tx, recipient);
    if (!user?.isActive) return resetWithoutAccountMail(recipient, deps.config.publicUrl);
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    await repo.insertResetToken(tx, {
      userId: user.id,
      tokenHash: sha256(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MINUTES * 60_000),
    });
    const texts = textsIn(user.language);
    const link = texts.page(deps.config.publicUrl, `/reset-password/${token}`);
    return passwordResetMail(user.email, user.firstName, link, texts);
  });

  // ADR 0033: the owner of an account whose sign-in paused hears of it once per episode; an
  // email no active account uses gets nothing (the job was queued only so that it costs the
  // same).
  deps.mail.compose(SIGN_IN_PAUSED_JOB, async (tx, { recipient }) => {
    const user = await repo.findUserByEmail(tx, recipient);
    if (!user?.isActive) return null;
    const pauseSeconds = Math.round(deps.config.signInThrottle.lockMs / 1000);
    return signInPausedMail(
      user.email,
      user.firstName,
      deps.config.publicUrl,
      pauseSeconds,
      textsIn(user.language),
    );
  });

  async function verifyResetToken(token: string) {
    const row = await repo.findUsableResetToken(db, sha256(token), clock.now());
    if (!row) throw badRequest(RESET_TOKEN_INVALID);
    return { valid: true as const };
  }

  async function resetPassword(token: string, newPassword: string) {
    const passwordHash = await hashPassword(newPassword);
    await db.transaction(async (tx) => {
      const now = clock.now();
      // The row lock makes a token single-use even when two resets race.
      const row = await repo.findUsableResetToken(tx, sha256(token), now, true);
      if (!row) throw badRequest(RESET_TOKEN_INVALID);
      const user = await repo.updateUser(tx, row.userId, { passwordHash, updatedAt: now });
      if (!user) throw badRequest(RESET_TOKEN_INVALID);
      await repo.useUpResetTokens(tx, row.userId, now);
      await repo.revokeUserSessions(tx, row.userId, now);
      // The mailbox's owner chose a new password: a pause of sign-in (ADR 0033) ends with it.
      await throttle.clear(tx, user.email);
      await enqueueMail(
        tx,
        clock,
        passwordChangedMail(
          user.email,
          user.firstName,
          deps.config.publicUrl,
          textsIn(user.language),
        ),
      );
    });
    deps.mail.kick();
    return { message: PASSWORD_RESET_DONE };
  }

  async function logout(principal: Principal): Promise<void> {
    await repo.revokeSession(db, principal.sessionId, clock.now());
  }

  return {
    register,
    login,
    loginWithGoogle,
    me,
    myCredits,
    updateProfile,
    setLanguage,
    changePassword,
    requestPasswordReset,
    verifyResetToken,
    resetPassword,
    logout,
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;

const PROFILE_COLUMNS = {
  first_name: 'firstName',
  middle_name: 'middleName',
  last_name: 'lastName',
  email: 'email',
  phone: 'phone',
  gender: 'gender',
  date_of_birth: 'dateOfBirth',
  special_category: 'specialCategory',
  address_line1: 'addressLine1',
  address_line2: 'addressLine2',
  city: 'city',
  pin_code: 'pinCode',
  state: 'state',
  country: 'country',
  domestic_city_pair1: 'domesticCityPair1',
  domestic_city_pair2: 'domesticCityPair2',
  domestic_city_pair3: 'domesticCityPair3',
  likely_travel1: 'likelyTravel1',
  likely_travel2: 'likelyTravel2',
  foreign_destination1: 'foreignDestination1',
  foreign_destination2: 'foreignDestination2',
  foreign_destination3: 'foreignDestination3',
  travel_party_size: 'travelPartySize',
  travel_frequency: 'travelFrequency',
  travel_purpose: 'travelPurpose',
  notification_preference: 'notificationPreference',
  language: 'language',
  gst_invoice_requirement: 'gstInvoiceRequirement',
  gstin: 'gstin',
  gst_business_name: 'gstBusinessName',
} as const satisfies Record<keyof ProfileUpdateParsed, keyof repo.UserChanges>;

function toCurrentUser(
  row: UserRow,
  counters: { creditPaise: number; feeWaivers: number; communities: number; bookings: number },
): CurrentUser {
  const profile = {
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    gender: row.gender,
    date_of_birth: row.dateOfBirth,
  };
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    role: row.role,
    company_id: row.companyId,
    is_admin: row.isAdmin,
    permissions: row.permissions,
    member_number: row.memberNumber,
    first_name: row.firstName,
    middle_name: row.middleName,
    last_name: row.lastName,
    phone: row.phone,
    gender: row.gender as CurrentUser['gender'],
    date_of_birth: row.dateOfBirth,
    special_category: row.specialCategory as CurrentUser['special_category'],
    address_line1: row.addressLine1,
    address_line2: row.addressLine2,
    city: row.city,
    pin_code: row.pinCode,
    state: row.state,
    country: row.country,
    domestic_city_pair1: row.domesticCityPair1,
    domestic_city_pair2: row.domesticCityPair2,
    domestic_city_pair3: row.domesticCityPair3,
    likely_travel1: row.likelyTravel1 as CurrentUser['likely_travel1'],
    likely_travel2: row.likelyTravel2 as CurrentUser['likely_travel2'],
    foreign_destination1: row.foreignDestination1,
    foreign_destination2: row.foreignDestination2,
    foreign_destination3: row.foreignDestination3,
    travel_party_size: row.travelPartySize as CurrentUser['travel_party_size'],
    travel_frequency: row.travelFrequency as CurrentUser['travel_frequency'],
    travel_purpose: row.travelPurpose as CurrentUser['travel_purpose'],
    notification_preference: row.notificationPreference as CurrentUser['notification_preference'],
    language: row.language as CurrentUser['language'],
    notification_phone: row.notificationPhone,
    gst_invoice_requirement: row.gstInvoiceRequirement as CurrentUser['gst_invoice_requirement'],
    gstin: row.gstin,
    gst_business_name: row.gstBusinessName,
    has_password: row.passwordHash !== null,
    profile_completion: profileCompletionPercent(profile),
    profile_missing_fields: profileCompleteness(profile).missingFields,
    created_at: row.createdAt.toISOString(),
    credit_balance: counters.creditPaise,
    fee_waivers: counters.feeWaivers,
    communities_count: counters.communities,
    bookings_count: counters.bookings,
    // Reviews are not part of the product yet.
    reviews_count: 0,
  };
}
