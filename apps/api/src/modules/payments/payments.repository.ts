import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { RECEIPT_NUMBER_DIGITS, receiptSeriesOf } from '@saath/shared/receipts';
import { preparedInsert, rowsOf, type Db } from '../../db/client.ts';
import { preparedOnce, preparedRowsInsert, preparedSqlOnce } from '../../db/statement.ts';
import {
  moneyLedger,
  paymentEvents,
  paymentRefunds,
  payments,
  receiptCounters,
  refundRequests,
  type PaymentRefundRow,
  type PaymentRow,
  type RefundRequestRow,
} from '../../db/schema/payments.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { OUTBOX_INSERT, type MailJobRow } from '../../platform/mailer.ts';
import { takeLock } from '../../platform/locks.ts';
import { jobStatusSql } from '../../platform/jobs.ts';
import { users } from '../../db/schema/users.ts';

// The statements every payment runs (starting one, its capture) are named and built once
// (ADR 0067): PostgreSQL parses and plans each once per connection, and Drizzle writes its SQL
// text once per process instead of on every request (the pay case of bench/README.md).

// The payments, the money ledger, the processed events and the refund requests (ADR 0024) have
// this one owning repository, and so do the refunds through the provider (ADR 0036; their jobs
// are rows of the job table, read here for what admins see).

/** What a new payment (an order stored for a member's share) is made of. */
export type NewPayment = Pick<
  typeof payments.$inferInsert,
  | 'communityId'
  | 'userId'
  | 'provider'
  | 'providerOrderId'
  | 'status'
  | 'amountPaise'
  | 'farePaise'
  | 'feePaise'
  | 'gstPaise'
  | 'creditsPaise'
  | 'waiversUsed'
  | 'passengers'
  | 'createdAt'
  | 'updatedAt'
> & { id: string };

const insertOne = preparedOnce('payments_insert', (db) =>
  db
    .insert(payments)
    .values({
      id: sql.placeholder('id'),
      communityId: sql.placeholder('communityId'),
      userId: sql.placeholder('userId'),
      provider: sql.placeholder('provider'),
      providerOrderId: sql.placeholder('providerOrderId'),
      status: sql.placeholder('status'),
      amountPaise: sql.placeholder('amountPaise'),
      farePaise: sql.placeholder('farePaise'),
      feePaise: sql.placeholder('feePaise'),
      gstPaise: sql.placeholder('gstPaise'),
      creditsPaise: sql.placeholder('creditsPaise'),
      waiversUsed: sql.placeholder('waiversUsed'),
      passengers: sql.placeholder('passengers'),
      createdAt: sql.placeholder('createdAt'),
      updatedAt: sql.placeholder('updatedAt'),
    })
    .returning(),
);

export async function insertPayment(tx: Db, values: NewPayment): Promise<PaymentRow> {
  const [row] = await insertOne(tx, values);
  return row!;
}

export async function findPayment(db: Db, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row;
}

/** Whom a payment's mails go to, in which language, and the channel of its other notices. */
const contactColumns = {
  email: users.email,
  firstName: users.firstName,
  language: users.language,
  preference: users.notificationPreference,
  phone: users.notificationPhone,
};

/**
 * A provider event's first statement (see `applyEvent`): the payment of its order with its
 * payer's contact (a provider's event about it mails the payer, and nothing about whom to write
 * to is guarded by the locks the event is applied under), and the event's id recorded, but only
 * for an order of ours. A repeat of an event whose first delivery is still being applied waits
 * here, on the id's unique index, for that transaction alone, then finds it recorded.
 */
const eventOfOrder = preparedSqlOnce<Record<string, unknown>, Record<string, unknown>>(
  'payments_event_of_order',
  () => sql`WITH payment AS (
          SELECT ${payments}.*,
                 ${users.email} AS payer_email,
                 ${users.firstName} AS payer_first_name,
                 ${users.language} AS payer_language,
                 ${users.notificationPreference} AS payer_preference,
                 ${users.notificationPhone} AS payer_phone
            FROM ${payments} JOIN ${users} ON ${users.id} = ${payments.userId}
           WHERE ${payments.provider} = ${sql.placeholder('provider')}::text
             AND ${payments.providerOrderId} = ${sql.placeholder('orderId')}::text
           LIMIT 1
        ), recorded AS (
          INSERT INTO ${paymentEvents} (provider, event_id, type, received_at)
          SELECT ${sql.placeholder('provider')}::text, ${sql.placeholder('eventId')}::text,
                 ${sql.placeholder('type')}::text, ${sql.placeholder('receivedAt')}::timestamptz
           WHERE EXISTS (SELECT 1 FROM payment)
          ON CONFLICT DO NOTHING
          RETURNING 1
        )
        SELECT payment.*, EXISTS (SELECT 1 FROM recorded) AS is_new FROM payment`,
);

/**
 * Records a provider's event about one of our orders: the order's payment and payer, and
 * whether the event is new (false for a repeated delivery); undefined for an order that is not
 * ours (nothing recorded).
 */
export async function recordEventOfOrder(
  tx: Db,
  event: { provider: string; orderId: string; eventId: string; type: string; receivedAt: Date },
): Promise<{ payment: PaymentRow; payer: Contact; isNew: boolean } | undefined> {
  const [row] = await eventOfOrder(tx, event);
  if (!row) return undefined;
  return {
    payment: rowsOf(payments, [row])[0]!,
    payer: {
      email: row.payer_email as string,
      firstName: row.payer_first_name as string,
      language: row.payer_language as string,
      preference: row.payer_preference as string,
      phone: row.payer_phone as string | null,
    },
    isNew: row.is_new === true,
  };
}

const lockById = preparedOnce('payments_lock', (db) =>
  db
    .select()
    .from(payments)
    .where(eq(payments.id, sql.placeholder('id')))
    .for('update'),
);

/** Holds the payment's row lock (after its group's: the lock order of platform/locks.ts). */
export async function lockPayment(tx: Db, id: string): Promise<PaymentRow | undefined> {
  const [row] = await takeLock(tx, 'payment', [id], () => lockById(tx, { id }));
  return row;
}

/** A member's payments for a group (placeholders `communityId`, `userId`). */
const ofMemberQuery = (db: Db) =>
  db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.communityId, sql.placeholder('communityId')),
        eq(payments.userId, sql.placeholder('userId')),
      ),
    );

const ofMember = preparedOnce('payments_of_member', (db) =>
  ofMemberQuery(db).orderBy(desc(payments.createdAt)),
);

export async function paymentsOfMember(
  db: Db,
  communityId: string,
  userId: string,
): Promise<PaymentRow[]> {
  return ofMember(db, { communityId, userId });
}

const lockOfMember = preparedOnce('payments_lock_of_member', (db) =>
  ofMemberQuery(db).orderBy(asc(payments.id)).for('update'),
);

/**
 * Holds the locks of every payment a member made for a group, in id order, and answers them as
 * locked. A statement that waits for a row lock sees each row it locks as the lock's previous
 * holder left it, and these are the only rows it reads (ADR 0070); a new payment of the member
 * for the group is made only under the group's lock, which the caller holds (so it comes first:
 * the lock order of platform/locks.ts), so none appears meanwhile.
 */
export async function lockPaymentsOfMember(
  tx: Db,
  communityId: string,
  userId: string,
): Promise<PaymentRow[]> {
  return takeLock(
    tx,
    'payment',
    [],
    () => lockOfMember(tx, { communityId, userId }),
    (rows) => rows.map((row) => row.id),
  );
}

export async function paymentsOfGroup(db: Db, communityId: string, statuses: readonly string[]) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.communityId, communityId), inArray(payments.status, [...statuses])));
}

export async function updatePayment(
  tx: Db,
  id: string,
  changes: Partial<Omit<PaymentRow, 'id'>>,
): Promise<PaymentRow> {
  const [row] = await tx.update(payments).set(changes).where(eq(payments.id, id)).returning();
  return row!;
}

type NewMoney = Omit<typeof moneyLedger.$inferInsert, 'id'>;
const MONEY_KEYS = [
  'paymentId',
  'communityId',
  'userId',
  'kind',
  'amountPaise',
  'providerRef',
  'reason',
  'postSale',
  'createdAt',
] as const;

// Every row names every column (a refund's reason, a capture's provider reference), so a
// statement is the same for all of them; an absent one is what the table would have made it.
const fullMoneyRow = (row: NewMoney): NewMoney => ({
  providerRef: null,
  reason: null,
  ...row,
  postSale: row.postSale ?? false,
});

const insertMoney = preparedRowsInsert<typeof moneyLedger, { id: number }>(
  'money_ledger_append',
  moneyLedger,
  MONEY_KEYS,
  sql`RETURNING ${sql.identifier(moneyLedger.id.name)}`,
);

/** Appends rows to the money ledger; answers their ids in the order given. */
export async function appendMoney(tx: Db, rows: NewMoney[]): Promise<Array<{ id: number }>> {
  return insertMoney(tx, rows.map(fullMoneyRow));
}

/**
 * How a capture leaves its payment: PAID with what its credit fell short by when it seats the
 * member, or as it was (a late or second capture, refunded next) with the capture's reference.
 */
export type CaptureOutcome = {
  providerPaymentId: string | null;
  method: string | null;
  methodDetail: string | null;
  /** PAID and its shortfalls, or null: the status and shortfalls stay as they are. */
  seat: { creditsShortfallPaise: number; waiversShortfall: number } | null;
  /** Credit the seat used, a CREDIT_USE row beside the CAPTURE (0: none). */
  creditUsedPaise: number;
  /** Mails queued with it (`outboxRow`s: the paid share's receipt mail). */
  mails: MailJobRow[];
  now: Date;
};

// The ledger's rows, the mails and the payment's change in one statement: a capture holds its
// group's lock, which every payment of the group waits for, and each statement under it is a
// round trip.
const captureLedger = preparedInsert(moneyLedger, MONEY_KEYS, 'capture_ledger');
const captureStatement = preparedSqlOnce<Record<string, unknown>, Record<string, unknown>>(
  'payments_capture',
  () => sql`WITH ledger AS (${captureLedger.sql} RETURNING 1), mails AS (${OUTBOX_INSERT.sql})
        UPDATE ${payments}
           SET status = ${sql.placeholder('status')}::text,
               provider_payment_id = ${sql.placeholder('providerPaymentId')}::text,
               method = ${sql.placeholder('method')}::text,
               method_detail = ${sql.placeholder('methodDetail')}::text,
               paid_at = ${sql.placeholder('now')}::timestamptz,
               credits_shortfall_paise = ${sql.placeholder('creditsShortfallPaise')}::int,
               waivers_shortfall = ${sql.placeholder('waiversShortfall')}::int,
               updated_at = ${sql.placeholder('now')}::timestamptz
         WHERE ${payments.id} = ${sql.placeholder('id')}::uuid
        RETURNING *`,
);

/**
 * A capture of the payment's amount, recorded: the money ledger's CAPTURE row (and the
 * CREDIT_USE row of the credit a seat used), the mails it queues, and the payment as the
 * outcome leaves it. The caller holds the payment's lock (`p` is the row as locked).
 */
export async function recordCapture(
  tx: Db,
  p: PaymentRow,
  outcome: CaptureOutcome,
): Promise<PaymentRow> {
  const { now, seat } = outcome;
  const money: NewMoney[] = [
    {
      paymentId: p.id,
      communityId: p.communityId,
      userId: p.userId,
      kind: 'CAPTURE',
      amountPaise: p.amountPaise,
      providerRef: outcome.providerPaymentId,
      createdAt: now,
    },
  ];
  if (outcome.creditUsedPaise > 0)
    money.push({
      paymentId: p.id,
      communityId: p.communityId,
      userId: p.userId,
      kind: 'CREDIT_USE',
      amountPaise: outcome.creditUsedPaise,
      createdAt: now,
    });
  const raw = await captureStatement(tx, {
    ...captureLedger.bind(money.map(fullMoneyRow)),
    ...OUTBOX_INSERT.bind(outcome.mails),
    id: p.id,
    status: seat ? 'PAID' : p.status,
    providerPaymentId: outcome.providerPaymentId,
    method: outcome.method,
    methodDetail: outcome.methodDetail,
    creditsShortfallPaise: seat ? seat.creditsShortfallPaise : p.creditsShortfallPaise,
    waiversShortfall: seat ? seat.waiversShortfall : p.waiversShortfall,
    now,
  });
  return rowsOf(payments, raw)[0]!;
}

const failOthers = preparedOnce('payments_fail_other_open', (db) =>
  db
    .update(payments)
    .set({ status: 'FAILED', updatedAt: sql`${sql.placeholder('now')}` })
    .where(
      and(
        eq(payments.communityId, sql.placeholder('communityId')),
        eq(payments.userId, sql.placeholder('userId')),
        eq(payments.status, 'CREATED'),
        ne(payments.id, sql.placeholder('id')),
      ),
    ),
);

/** Closes the other open orders of a payment's member for its group (FAILED). */
export async function failOtherOpenPayments(tx: Db, paid: PaymentRow, now: Date) {
  await failOthers(tx, {
    communityId: paid.communityId,
    userId: paid.userId,
    id: paid.id,
    now,
  });
}

/** Refunded so far of a payment: a sum over its ledger rows. */
export async function refundedOf(db: Db, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${moneyLedger.amountPaise}), 0)` })
    .from(moneyLedger)
    .where(and(eq(moneyLedger.paymentId, paymentId), eq(moneyLedger.kind, 'REFUND')));
  return Number(row?.n ?? 0);
}

const contact = preparedOnce('payments_contact', (db) =>
  db
    .select(contactColumns)
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1),
);

/** Whom a user's payment mails go to, in which language, and the channel of their notices. */
export async function contactOf(db: Db, userId: string) {
  const [row] = await contact(db, { userId });
  return row!;
}
export type Contact = Awaited<ReturnType<typeof contactOf>>;

// Takes the year's next number, writes it on the payment and into its receipt mail's text.
const takeReceiptNumber = preparedSqlOnce<
  { financialYear: string; series: string; paymentId: string; mailId: string | null },
  { receipt_number: string }
>(
  'payments_number_receipt',
  () => sql`WITH counter AS (
          INSERT INTO ${receiptCounters} (financial_year, last_number)
          VALUES (${sql.placeholder('financialYear')}, 1)
          ON CONFLICT (financial_year)
            DO UPDATE SET last_number = ${receiptCounters}.last_number + 1
          RETURNING last_number::text AS n),
        numbered AS (
          UPDATE ${payments}
             SET receipt_number = ${sql.placeholder('series')}::text
               || repeat('0', greatest(0, ${RECEIPT_NUMBER_DIGITS}::int - length(counter.n)))
               || counter.n
            FROM counter
           WHERE ${payments.id} = ${sql.placeholder('paymentId')}::uuid
          RETURNING receipt_number),
        mailed AS (
          UPDATE ${jobs}
             SET payload = jsonb_set(${jobs.payload}, '{text}',
                   to_jsonb(replace(${jobs.payload}->>'text', ${RECEIPT_NUMBER_MARK}, numbered.receipt_number)))
            FROM numbered
           WHERE ${jobs.id} = ${sql.placeholder('mailId')}::uuid
          RETURNING 1)
        SELECT receipt_number FROM numbered`,
);

/**
 * ADR 0023: gives a captured payment the next receipt number of its financial year and, when
 * `mailId` names the payment's "received" mail (queued in the same transaction with
 * RECEIPT_NUMBER_MARK where the number goes), writes the number into it.
 *
 * The counter row stays locked until the calling transaction ends, so the series has no gaps (a
 * rolled-back capture gives its number back) and every capture in every group waits for it. So
 * this is one statement, and the caller makes it the LAST of its transaction: the counter is
 * held for one statement and the commit, not for the whole capture. The number is written as
 * `formatReceiptNumber` writes it (the series prefix, then the number zero-padded).
 */
export async function numberReceipt(
  tx: Db,
  paymentId: string,
  financialYear: string,
  mailId: string | null,
): Promise<string> {
  const rows = await takeReceiptNumber(tx, {
    financialYear,
    series: receiptSeriesOf(financialYear),
    paymentId,
    mailId,
  });
  return rows[0]!.receipt_number;
}

/** Stands for the receipt number in a mail queued before the number is taken (numberReceipt). */
export const RECEIPT_NUMBER_MARK = '{{receipt_number}}';

/** Whom a receipt is made out to. */
export async function payerOf(db: Db, userId: string) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
      email: users.email,
      // The receipt is written in the payer's language (ADR 0064).
      language: users.language,
      gstInvoiceRequirement: users.gstInvoiceRequirement,
      gstin: users.gstin,
      gstBusinessName: users.gstBusinessName,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
export type Payer = NonNullable<Awaited<ReturnType<typeof payerOf>>>;

/** A payment's refunds, oldest first (ledger rows). */
export async function refundsOf(db: Db, paymentId: string) {
  return db
    .select({
      amountPaise: moneyLedger.amountPaise,
      createdAt: moneyLedger.createdAt,
      reason: moneyLedger.reason,
    })
    .from(moneyLedger)
    .where(and(eq(moneyLedger.paymentId, paymentId), eq(moneyLedger.kind, 'REFUND')))
    .orderBy(moneyLedger.id);
}

// ---- refund requests (ADR 0024) ----------------------------------------------------------------

export async function insertRefundRequest(tx: Db, values: typeof refundRequests.$inferInsert) {
  const [row] = await tx.insert(refundRequests).values(values).returning();
  return row!;
}

/** Paise claimed by a payment's requests still waiting for a decision. */
export async function pendingClaimsOf(db: Db, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${refundRequests.amountPaise}), 0)` })
    .from(refundRequests)
    .where(and(eq(refundRequests.paymentId, paymentId), eq(refundRequests.status, 'PENDING')));
  return Number(row?.n ?? 0);
}

export async function refundRequestOfTicket(db: Db, ticketId: string) {
  const [row] = await db
    .select()
    .from(refundRequests)
    .where(eq(refundRequests.ticketId, ticketId))
    .limit(1);
  return row;
}

export async function findRefundRequest(db: Db, id: string): Promise<RefundRequestRow | undefined> {
  const [row] = await db.select().from(refundRequests).where(eq(refundRequests.id, id)).limit(1);
  return row;
}

/** Decides a pending request; undefined when it was decided already (by a racing admin). */
export async function decideRefundRequest(
  tx: Db,
  id: string,
  changes: Pick<RefundRequestRow, 'status' | 'decidedBy' | 'decisionNote' | 'decidedAt'>,
) {
  const [row] = await tx
    .update(refundRequests)
    .set(changes)
    .where(and(eq(refundRequests.id, id), eq(refundRequests.status, 'PENDING')))
    .returning();
  return row;
}

// ---- refunds through the provider (ADR 0036) ----------------------------------------------------

export async function insertRefund(tx: Db, values: typeof paymentRefunds.$inferInsert) {
  const [row] = await tx.insert(paymentRefunds).values(values).returning();
  return row!;
}

export async function findRefund(db: Db, id: string): Promise<PaymentRefundRow | undefined> {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id)).limit(1);
  return row;
}

/** Records the provider's refund; false when it was recorded already (the job ran twice). */
export async function markRefundProcessed(
  tx: Db,
  id: string,
  providerRefundId: string,
  now: Date,
): Promise<PaymentRefundRow | undefined> {
  const [row] = await tx
    .update(paymentRefunds)
    .set({ status: 'PROCESSED', providerRefundId, processedAt: now })
    .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, 'PENDING')))
    .returning();
  return row;
}

/** Payments' refunds through their provider, oldest first, with the state of their jobs. */
export async function providerRefundsOf(db: Db, paymentIds: string[]) {
  if (paymentIds.length === 0) return [];
  return db
    .select({
      refund: paymentRefunds,
      jobStatus: jobStatusSql,
      attempts: jobs.attempts,
      lastError: jobs.lastError,
    })
    .from(paymentRefunds)
    .leftJoin(jobs, eq(jobs.id, paymentRefunds.jobId))
    .where(inArray(paymentRefunds.paymentId, paymentIds))
    .orderBy(paymentRefunds.createdAt, paymentRefunds.id);
}
export type ProviderRefund = Awaited<ReturnType<typeof providerRefundsOf>>[number];

/** Names the provider's refund of a refused capture on its payment (that capture's, only). */
export async function recordMismatchRefund(
  tx: Db,
  paymentId: string,
  providerPaymentId: string,
  refundId: string,
) {
  await tx
    .update(payments)
    .set({ mismatchRefundRef: refundId })
    .where(and(eq(payments.id, paymentId), eq(payments.providerPaymentId, providerPaymentId)));
}
