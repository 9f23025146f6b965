import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Meta } from '@saath/shared/groups';
import { API } from '@saath/shared/http';
import { indiaDate } from '@saath/shared/india-time';
import {
  ALTERNATIVE_WINDOW_DAYS,
  CITIES,
  GROUP_CAPACITY,
  GROUP_THRESHOLD,
  MAX_LEAD_DAYS,
  MAX_PASSENGERS_PER_BOOKING,
  MIN_LEAD_DAYS,
  MIN_PASSENGERS_PER_BOOKING,
  TIME_SLOTS,
  destinationsFrom,
  maximumTravelDate,
  minimumTravelDate,
} from '@saath/shared/travel';
import { apiRequest } from '../../../lib/api-client.ts';

export const metaQueryOptions = () =>
  queryOptions({
    queryKey: ['meta'],
    queryFn: ({ signal }) => apiRequest<Meta>(API.meta, { signal }),
    // "today" moves at midnight in India; a few minutes old is close enough for a form.
    staleTime: 5 * 60_000,
  });

export type TravelRules = {
  cities: readonly { code: string; name: string }[];
  timeSlots: readonly { code: string; label: string }[];
  destinationsFrom: (from: string) => readonly string[];
  threshold: number;
  capacity: number;
  minPassengers: number;
  maxPassengers: number;
  minLeadDays: number;
  maxLeadDays: number;
  alternativeWindowDays: number;
  /** Today in India by the server's clock, 'YYYY-MM-DD'. */
  today: string;
  minimumTravelDate: string;
  /** The latest bookable date (365 days ahead in India). */
  maximumTravelDate: string;
};

/** The same rules from the shared package and this browser's clock, until /api/meta answers. */
export function fallbackTravelRules(now: Date = new Date()): TravelRules {
  return {
    cities: CITIES,
    timeSlots: TIME_SLOTS,
    destinationsFrom,
    threshold: GROUP_THRESHOLD,
    capacity: GROUP_CAPACITY,
    minPassengers: MIN_PASSENGERS_PER_BOOKING,
    maxPassengers: MAX_PASSENGERS_PER_BOOKING,
    minLeadDays: MIN_LEAD_DAYS,
    maxLeadDays: MAX_LEAD_DAYS,
    alternativeWindowDays: ALTERNATIVE_WINDOW_DAYS,
    today: indiaDate(now),
    minimumTravelDate: minimumTravelDate(now),
    maximumTravelDate: maximumTravelDate(now),
  };
}

export function travelRulesFromMeta(meta: Meta): TravelRules {
  return {
    cities: meta.cities,
    timeSlots: meta.time_slots,
    destinationsFrom: (from) => meta.destinations[from] ?? [],
    threshold: meta.threshold,
    capacity: meta.capacity,
    minPassengers: meta.min_passengers_per_booking,
    maxPassengers: meta.max_passengers_per_booking,
    minLeadDays: meta.min_lead_days,
    maxLeadDays: meta.max_lead_days,
    alternativeWindowDays: meta.alternative_window_days,
    today: meta.today,
    minimumTravelDate: meta.minimum_travel_date,
    maximumTravelDate: meta.maximum_travel_date,
  };
}

/**
 * GET /api/meta: the server's cities, pairs, slots and "today" (no client
 * hard-codes them twice, and a browser's wrong clock cannot move the minimum date).
 */
export function useTravelRules(): TravelRules {
  const { data } = useQuery(metaQueryOptions());
  return useMemo(() => (data ? travelRulesFromMeta(data) : fallbackTravelRules()), [data]);
}
