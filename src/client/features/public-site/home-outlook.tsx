import type { ContentData } from '../../../domain/content/content-data.ts';
import type {
  CampusesContent,
  ClaimsContent,
  HomeContent,
} from '../../../domain/content/modules.ts';
import {
  CardGrid,
  ClaimList,
  LinkButton,
  Section,
  Timeline,
  WithIllustration,
} from './page-blocks.tsx';

export function HomeTimeline({
  home,
  campuses,
}: {
  home: HomeContent;
  campuses: ContentData<CampusesContent>;
}) {
  const { TIMELINE_SECTION } = home;
  return (
    <Section
      id="timeline"
      title={TIMELINE_SECTION.title}
      intro={TIMELINE_SECTION.intro}
      illustration={TIMELINE_SECTION.illustration}
    >
      <Timeline entries={campuses.MILESTONES} />
    </Section>
  );
}

export function ProjectedImpact({ home, claims }: { home: HomeContent; claims: ClaimsContent }) {
  const { PROJECTED_IMPACT } = home;
  return (
    <Section
      id="projected-impact"
      title={PROJECTED_IMPACT.title}
      intro={PROJECTED_IMPACT.intro}
      tone="surface"
    >
      <ClaimList claims={PROJECTED_IMPACT.claims} />
      <p className="mt-4 max-w-prose text-ink-muted">{claims.PROJECTION_NOTE}</p>
    </Section>
  );
}

export function JoinCall({ home }: { home: HomeContent }) {
  const { JOIN_CALL } = home;
  return (
    <Section id="join" title={JOIN_CALL.title} intro={JOIN_CALL.intro}>
      <WithIllustration illustration={JOIN_CALL.illustration}>
        <CardGrid
          cards={JOIN_CALL.options}
          columns={1}
          renderFooter={(_card, index) => {
            const link = JOIN_CALL.options[index]?.link;
            return link ? (
              <LinkButton link={link} variant={index === 0 ? 'primary' : 'secondary'} />
            ) : null;
          }}
        />
      </WithIllustration>
    </Section>
  );
}
