import { FREE_MEMBER_LIMIT, GROUP_CAPACITY, GROUP_THRESHOLD } from '@saath/shared/constants';
import { groupIndianDigits } from '@saath/shared/indian-grouping';

/** 2000 -> '2,000'; 123456 -> '1,23,456' (Indian grouping, without Intl's start-up cost). */
export const formatCount = groupIndianDigits;

/**
 * The numbers the first screen (the beta banner and the hero) quotes: counts only, so the
 * landing's first load does without the money formatting the sections below it need.
 * FIGURES (landing-figures.ts) holds them too, with the rest.
 */
export const FIRST_SCREEN_FIGURES = {
  threshold: GROUP_THRESHOLD,
  capacity: GROUP_CAPACITY,
  freeMembers: formatCount(FREE_MEMBER_LIMIT),
} as const;
