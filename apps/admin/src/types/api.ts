// Wire types of the admin API (docs/ADMIN_API.md). Every one is an alias of the types generated
// from the server's OpenAPI document (../web/src/types/openapi.json → src/types/schema.d.ts,
// `npm run gen:api -w @escapes/admin`), so the Rust structs stay the one source of truth
// (ARCHITECTURE.md "Types from the server"). Do not hand-write a field here: change the server,
// then `make openapi` (it regenerates both apps' schema.d.ts).
import type { components } from './schema';

type Schemas = components['schemas'];

/**
 * A resource's record as react-admin holds it: a list row, with the fields that only
 * `GET /api/v1/admin/{resource}/{id}` adds present once the record was read on its own.
 */
type RowOrOne<Row, One> = Row & Partial<Omit<One, keyof Row>>;

/** docs/ADMIN_API.md bookings. */
export type BookingRecord = RowOrOne<Schemas['ConsoleBooking'], Schemas['ConsoleBookingDetail']>;
/** What cancelling now would refund; null once the booking cannot be cancelled. */
export type RefundPreview = Schemas['RefundPreview'];

/** docs/ADMIN_API.md payments (also a booking's `payments`). */
export type PaymentRecord = Schemas['PaymentListRow'];

/** docs/ADMIN_API.md refunds (also a booking's `refunds`). */
export type RefundRecord = Schemas['RefundListRow'];

/** docs/ADMIN_API.md payouts (owners' payouts; the ledger lines only on the record itself). */
export type PayoutRecord = RowOrOne<Schemas['PayoutView'], Schemas['PayoutDetail']>;
/** One ledger line of a payout: signed paise, positive debits and negative credits. */
export type LedgerLine = Schemas['LedgerLineView'];

/** GST documents: the `invoices` and `credit-notes` resources (each row is the whole document). */
export type TaxDocumentRecord = Schemas['TaxDocumentView'];
/** A document on a booking's page. */
export type TaxDocumentRef = Schemas['DocumentRef'];

/** docs/ADMIN_API.md "Owner's money": `GET users/{id}/balance`. */
export type OwnerMoney = Schemas['OwnerMoney'];
/** What `POST users/{id}/ledger-adjustments` answers. */
export type Adjusted = Schemas['Adjusted'];

/** docs/ADMIN_API.md properties. */
export type PropertyRecord = RowOrOne<Schemas['ConsoleProperty'], Schemas['ConsolePropertyDetail']>;
/** The whole listing as its owner edits it (money in whole rupees), which an admin reviews. */
export type ListingDetail = Schemas['OwnerListing'];

/** docs/ADMIN_API.md users. */
export type UserRecord = RowOrOne<Schemas['AdminUserRow'], Schemas['AdminUserDetail']>;

/** docs/ADMIN_API.md conversations (reported ones; messages only on the record itself). */
export type ConversationRecord = RowOrOne<Schemas['ConsoleConversation'], Schemas['ConsoleConversationDetail']>;

/** docs/ADMIN_API.md reviews. */
export type ReviewRecord = Schemas['ConsoleReview'];

/** docs/ADMIN_API.md consents. */
export type ConsentRecord = Schemas['AdminConsentRow'];

/** docs/ADMIN_API.md audit. */
export type AuditRecord = Schemas['AuditEntry'];

/** docs/ADMIN_API.md "Dashboard". */
export type DashboardFigures = Schemas['Dashboard'];

/** docs/ADMIN_API.md "Analytics": money in whole rupees, unlike the dashboard's paise. */
export type AdminAnalytics = Schemas['AdminAnalytics'];

/** docs/ADMIN_API.md "Reconciliation": the providers' records against the ledger per IST day. */
export type Reconciliation = Schemas['Reconciliation'];
/** One flow through one provider: provider's, ledger's and the difference, in paise. */
export type ReconciliationFigure = Schemas['Figure'];
/** One payment, refund or payout on which the providers' records and the ledger disagree. */
export type ReconciliationDifference = Schemas['Difference'];
export type MoneyFlow = Schemas['MoneyFlow'];

/** Claims on security deposits (the console's queue; a deposit's id is its booking's). */
export type DepositClaimRecord = Schemas['DepositClaimRow'];
/** A booking's security deposit as its page shows it (whole rupees). */
export type BookingDeposit = Schemas['DepositView'];
