import { bidTotalValue, type AirlineBid } from '@saath/shared/airlines';

export type BidStatistics = {
  totalBids: number;
  wonBids: number;
  /** Paise, rounded; null without bids. */
  averageBid: number | null;
  /** Paise: selected bids only. */
  totalRevenue: number;
};

/** The statistics on 'Your Airline Bids'. */
export function bidStatistics(bids: readonly AirlineBid[]): BidStatistics {
  const won = bids.filter((bid) => bid.is_selected);
  const sum = bids.reduce((total, bid) => total + bid.price_per_ticket, 0);
  return {
    totalBids: bids.length,
    wonBids: won.length,
    averageBid: bids.length ? Math.round(sum / bids.length) : null,
    totalRevenue: won.reduce((total, bid) => total + bidTotalValue(bid), 0),
  };
}
