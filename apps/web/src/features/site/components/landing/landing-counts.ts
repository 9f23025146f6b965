import { FREE_MEMBER_LIMIT, GROUP_CAPACITY, GROUP_THRESHOLD } from '@saath/shared/constants';

const count = new Intl.NumberFormat('en-IN');

/** 2000 -> '2,000'; 123456 -> '1,23,456' (Indian grouping). */
export const formatCount = (value: number) => count.format(value);

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
