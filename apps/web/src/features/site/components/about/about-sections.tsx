import type { Milestone, TeamMember, Value } from './about-content.ts';
import { t } from '../../../../lib/i18n.tsx';
import { ABOUT_FIGURES, initialsOf } from './about-content.ts';

/** The story as an ordered timeline: a list, so screen readers announce its length. */
export function StoryTimeline({ milestones }: { milestones: readonly Milestone[] }) {
  return (
    <ol className="story-timeline">
      {milestones.map((milestone) => (
        <li key={t(milestone.title, ABOUT_FIGURES)} className="story-timeline__item">
          <p className="story-timeline__when">{t(milestone.when)}</p>
          <h3 className="story-timeline__title">{t(milestone.title, ABOUT_FIGURES)}</h3>
          <p className="mb-0">{t(milestone.text, ABOUT_FIGURES)}</p>
        </li>
      ))}
    </ol>
  );
}

export function ValuesGrid({ values }: { values: readonly Value[] }) {
  return (
    <ul className="about-values list-unstyled mb-0">
      {values.map((value) => (
        <li key={t(value.title)} className="about-values__item">
          <h3 className="h5">{t(value.title)}</h3>
          <p className="mb-0">{t(value.text)}</p>
        </li>
      ))}
    </ul>
  );
}

export function TeamGrid({ members }: { members: readonly TeamMember[] }) {
  return (
    <ul className="about-team list-unstyled mb-0">
      {members.map((member) => (
        <li key={member.name} className="about-team__member">
          <span className="about-team__avatar" aria-hidden="true">
            {initialsOf(member.name)}
          </span>
          <h3 className="h5 mb-0">{member.name}</h3>
          <p className="about-team__role">{t(member.role)}</p>
          <p className="mb-0">{t(member.bio)}</p>
        </li>
      ))}
    </ul>
  );
}
