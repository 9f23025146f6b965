import { msg, type Message } from '@saath/shared/i18n';
import {
  FREE_MEMBER_LIMIT,
  GROUP_CAPACITY,
  GROUP_THRESHOLD,
  GUARANTEE_MEMBER_COUNT,
} from '@saath/shared/constants';

const count = (n: number) => n.toLocaleString('en-IN');

/** The figures the texts below name ('{capacity} passengers'), filled in where they are shown. */
export const ABOUT_FIGURES = {
  capacity: GROUP_CAPACITY,
  threshold: GROUP_THRESHOLD,
  freeMembers: count(FREE_MEMBER_LIMIT),
  guaranteeMembers: count(GUARANTEE_MEMBER_COUNT),
} as const;

// The texts are marked with msg() and translated where they are shown; names stay as written.
export type Milestone = { when: Message; title: Message; text: Message };
export type Value = { title: Message; text: Message };
export type TeamMember = { name: string; role: Message; bio: Message };

// about page: story timeline, mission, values and team. Group sizes and member counts
// come from the shared constants, like every other page.
export const STORY: readonly Milestone[] = [
  {
    when: msg('2023'),
    title: msg('Eleven tickets to Kochi'),
    text: msg(
      'Ananya booked flights from Delhi for eleven relatives going to a cousin’s wedding. Every booking pushed the fare up for the next one, and the airline’s group desk wanted one payer and weeks of paperwork. Eleven people on the same flight had paid for eleven separate tickets.',
    ),
  },
  {
    when: msg('2024'),
    title: msg('Listening to airlines'),
    text: msg(
      'We spent a year with airline revenue teams and travel agents. Airlines gladly price seats lower for a group that is certain to fly; what nobody had was a way to gather travellers who do not know each other but share a route, a date and a time of day.',
    ),
  },
  {
    when: msg('March 2025'),
    title: msg('Saath is founded in Bengaluru'),
    text: msg(
      'Ananya and Vikram started Saath, Hindi for “together”, and built the group engine: anonymous groups of up to {capacity} passengers, a request for quotes to airlines the moment a group reaches {threshold}, and bids where the lowest fare wins.',
    ),
  },
  {
    when: msg('2026'),
    title: msg('Our founding members'),
    text: msg(
      'Registrations opened for our first {freeMembers} members, who pay no membership and no ticketing fee. We go live when they have all joined, with our first airline partners bidding on their groups.',
    ),
  },
  {
    when: msg('Next'),
    title: msg('{guaranteeMembers} members'),
    text: msg(
      'At {guaranteeMembers} members our service guarantees begin, and there are enough travellers on every busy route for a group to fill within hours.',
    ),
  },
];

export const MISSION = msg(
  'To give every traveller in India the fare airlines give a full group: by flying together, paying only when an airline’s bid wins, and never paying a hidden fee.',
);

export const VALUES: readonly Value[] = [
  {
    title: msg('Together'),
    text: msg(
      'Saath means together. Every member who joins a group brings everyone else in it closer to a lower fare.',
    ),
  },
  {
    title: msg('Nothing hidden'),
    text: msg(
      'You see the lowest bid, the fee and the GST before anything is charged. If a number is not on the page, you do not pay it.',
    ),
  },
  {
    title: msg('Private by design'),
    text: msg(
      'Groups are anonymous. Other members see a passenger count, airlines see a route and a number; only the airline that wins gets the names it needs to issue tickets.',
    ),
  },
  {
    title: msg('Fair when plans fail'),
    text: msg(
      'If a group does not form or no airline bids, you are credited, not charged. Our refund rules are short, written down and the same for everyone.',
    ),
  },
];

export const TEAM: readonly TeamMember[] = [
  {
    name: 'Ananya Rao',
    role: msg('Co-founder & CEO'),
    bio: msg(
      'Spent eight years building products at an online travel company in Gurugram, then booked the eleven tickets that started Saath.',
    ),
  },
  {
    name: 'Vikram Menon',
    role: msg('Co-founder & CTO'),
    bio: msg(
      'Built payment and reconciliation systems for Indian banks. Now runs the engine that forms groups and closes the bidding on time.',
    ),
  },
  {
    name: 'Farah Siddiqui',
    role: msg('Head of Airline Partnerships'),
    bio: msg(
      'Twelve years in airline revenue management in Mumbai and Dubai. She speaks to airlines in their own language: load factors and yield.',
    ),
  },
  {
    name: 'Rohan Das',
    role: msg('Customer Experience Lead'),
    bio: msg(
      'Leads our support team in Bengaluru. If you write to us, he or someone he trained will answer, usually within one working day.',
    ),
  },
];

/** 'Ananya Rao' -> 'AR', for the avatar. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .slice(0, 2)
    .join('');
}
