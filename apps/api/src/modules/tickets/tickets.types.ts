/** ADR 0024: what a ticket cancelled for an eligible reason claims of its payment. */
export type RefundClaim = {
  ticketId: string;
  communityId: string;
  userId: string;
  reason: string;
  note: string | null;
};
