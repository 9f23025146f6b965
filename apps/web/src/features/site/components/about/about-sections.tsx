import type { Milestone, TeamMember, Value } from './about-content.ts';
import { initialsOf } from './about-content.ts';

/** The story as an ordered timeline: a list, so screen readers announce its length. */
export function StoryTimeline({ milestones }: { milestones: readonly Milestone[] }) {
  return (
    <ol className="story-timeline">
      {milestones.map((milestone) => (
        <li key={milestone.title} className="story-timeline__item">
          <p className="story-timeline__when">{milestone.when}</p>
          <h3 className="story-timeline__title">{milestone.title}</h3>
          <p className="mb-0">{milestone.text}</p>
        </li>
      ))}
    </ol>
  );
}

export function ValuesGrid({ values }: { values: readonly Value[] }) {
  return (
    <ul className="about-values list-unstyled mb-0">
      {values.map((value) => (
        <li key={value.title} className="about-values__item">
          <h3 className="h5">{value.title}</h3>
          <p className="mb-0">{value.text}</p>
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
          <p className="about-team__role">{member.role}</p>
          <p className="mb-0">{member.bio}</p>
        </li>
      ))}
    </ul>
  );
}
