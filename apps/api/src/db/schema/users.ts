import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // docs/product/money.md: members are numbered in registration order; the first 2,000 pay no fees.
    memberNumber: integer('member_number').generatedAlwaysAsIdentity().notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    googleSubject: text('google_subject'),
    role: text('role', { enum: ['TRAVELLER', 'AIRLINE', 'ADMIN'] })
      .notNull()
      .default('TRAVELLER'),
    companyId: uuid('company_id'),
    isAdmin: boolean('is_admin').notNull().default(false),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),

    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    gender: text('gender').notNull().default('NOT_SPECIFIED'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    specialCategory: text('special_category').notNull().default('NONE'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city'),
    pinCode: text('pin_code'),
    state: text('state'),
    country: text('country').notNull().default('India'),
    domesticCityPair1: text('domestic_city_pair1'),
    domesticCityPair2: text('domestic_city_pair2'),
    domesticCityPair3: text('domestic_city_pair3'),
    likelyTravel1: text('likely_travel1'),
    likelyTravel2: text('likely_travel2'),
    foreignDestination1: text('foreign_destination1'),
    foreignDestination2: text('foreign_destination2'),
    foreignDestination3: text('foreign_destination3'),
    travelPartySize: text('travel_party_size').notNull().default('ONE'),
    travelFrequency: text('travel_frequency').notNull().default('ONCE'),
    travelPurpose: text('travel_purpose').notNull().default('LEISURE'),
    notificationPreference: text('notification_preference').notNull().default('EMAIL'),
    // The language of the member's pages, mails, texts and PDFs (ADR 0064): 'en' or 'hi'.
    language: text('language').notNull().default('en'),
    // ADR 0060: the mobile number confirmed by a one-time code for SMS or WhatsApp, and when.
    // SMS and WhatsApp messages go to this number; without it the preference stays EMAIL.
    notificationPhone: text('notification_phone'),
    notificationPhoneConfirmedAt: timestamp('notification_phone_confirmed_at', {
      withTimezone: true,
    }),
    gstInvoiceRequirement: text('gst_invoice_requirement').notNull().default('NO'),
    // ADR 0023: the recipient of a GST tax invoice.
    gstin: text('gstin'),
    gstBusinessName: text('gst_business_name'),

    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // Emails are stored lower-cased by the API; the index keeps them unique regardless.
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_member_number_key').on(t.memberNumber),
    // The admin users list, newest first.
    index('users_created_idx').on(t.createdAt, t.id),
    uniqueIndex('users_google_subject_key').on(t.googleSubject),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_language', sql`${t.language} in ('en', 'hi')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
