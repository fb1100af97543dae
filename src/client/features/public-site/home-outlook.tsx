import { MILESTONES } from '../../../domain/content/campuses.ts';
import { PROJECTION_NOTE } from '../../../domain/content/claims.ts';
import { JOIN_CALL, PROJECTED_IMPACT, TIMELINE_SECTION } from '../../../domain/content/home.ts';
import { CardGrid } from './card-grid.tsx';
import { ClaimList } from './claim-list.tsx';
import { LinkButton } from './link-button.tsx';
import { Section } from './section.tsx';
import { Timeline } from './timeline.tsx';

export function HomeTimeline() {
  return (
    <Section id="timeline" title={TIMELINE_SECTION.title} intro={TIMELINE_SECTION.intro}>
      <Timeline entries={MILESTONES} />
    </Section>
  );
}

export function ProjectedImpact() {
  return (
    <Section
      id="projected-impact"
      title={PROJECTED_IMPACT.title}
      intro={PROJECTED_IMPACT.intro}
      tone="surface"
    >
      <ClaimList claims={PROJECTED_IMPACT.claims} />
      <p className="mt-4 max-w-prose text-ink-muted">{PROJECTION_NOTE}</p>
    </Section>
  );
}

export function JoinCall() {
  return (
    <Section id="join" title={JOIN_CALL.title} intro={JOIN_CALL.intro}>
      <CardGrid
        cards={JOIN_CALL.options}
        renderFooter={(_card, index) => {
          const link = JOIN_CALL.options[index]?.link;
          return link ? (
            <LinkButton link={link} variant={index === 0 ? 'primary' : 'secondary'} />
          ) : null;
        }}
      />
    </Section>
  );
}
