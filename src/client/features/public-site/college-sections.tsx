import type { DegreeProgram } from '../../../domain/content/college.ts';
import type { ClaimsContent, CollegeContent } from '../../../domain/content/modules.ts';
import {
  CardGrid,
  ClaimList,
  LinkButton,
  Prose,
  Section,
  Timeline,
  WithIllustration,
} from './page-blocks.tsx';

export function CollegeCurriculum({ college }: { college: CollegeContent }) {
  const { COLLEGE_CURRICULUM } = college;
  return (
    <Section id="curriculum" title={COLLEGE_CURRICULUM.title} intro={COLLEGE_CURRICULUM.intro}>
      <WithIllustration illustration={COLLEGE_CURRICULUM.illustration} side="start">
        <CardGrid cards={COLLEGE_CURRICULUM.items} columns={2} />
      </WithIllustration>
    </Section>
  );
}

function ProgramList({
  title,
  programs,
}: {
  title: string;
  programs: readonly Pick<DegreeProgram, 'name' | 'text'>[];
}) {
  return (
    <div>
      <h3 className="text-xl font-semibold text-ink md:text-2xl">{title}</h3>
      <ul className="mt-4 flex flex-col gap-3">
        {programs.map((program) => (
          <li key={program.name} className="rounded-lg border border-line bg-page p-4">
            <span className="block text-lg font-semibold text-ink">{program.name}</span>
            <span className="mt-1 block text-ink">{program.text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function CollegePrograms({ college }: { college: CollegeContent }) {
  const { ASSOCIATE_PROGRAMS, BACHELOR_PROGRAMS, PROGRAMS_SECTION } = college;
  return (
    <Section
      id="programs"
      title={PROGRAMS_SECTION.title}
      intro={PROGRAMS_SECTION.intro}
      tone="surface"
    >
      <div className="grid gap-8 md:grid-cols-2">
        <ProgramList title={PROGRAMS_SECTION.associateTitle} programs={ASSOCIATE_PROGRAMS} />
        <ProgramList title={PROGRAMS_SECTION.bachelorTitle} programs={BACHELOR_PROGRAMS} />
      </div>
      <p className="mt-6 max-w-prose text-lg text-ink">{PROGRAMS_SECTION.undecidedNote}</p>
    </Section>
  );
}

export function HospitalPartnership({
  college,
  claims,
}: {
  college: CollegeContent;
  claims: ClaimsContent;
}) {
  const { HOSPITAL_PARTNERSHIP } = college;
  return (
    <Section id="hospital-partnership" title={HOSPITAL_PARTNERSHIP.title}>
      <Prose paragraphs={HOSPITAL_PARTNERSHIP.paragraphs} />
      <div className="mt-6">
        <ClaimList claims={HOSPITAL_PARTNERSHIP.claims} />
      </div>
      <p className="mt-4 max-w-prose text-ink-muted">{claims.PROJECTION_NOTE}</p>
    </Section>
  );
}

export function CollegeCampus({ college }: { college: CollegeContent }) {
  const { COLLEGE_CAMPUS } = college;
  return (
    <Section id="campus" title={COLLEGE_CAMPUS.title} tone="surface">
      <Prose paragraphs={COLLEGE_CAMPUS.paragraphs} />
    </Section>
  );
}

export function CollegeTimeline({ college }: { college: CollegeContent }) {
  const { COLLEGE_TIMELINE } = college;
  return (
    <Section id="timeline" title={COLLEGE_TIMELINE.title}>
      <Timeline entries={COLLEGE_TIMELINE.entries} />
    </Section>
  );
}

export function CollegeJoin({ college }: { college: CollegeContent }) {
  const { COLLEGE_JOIN } = college;
  return (
    <Section id="join" title={COLLEGE_JOIN.title} intro={COLLEGE_JOIN.text} tone="surface">
      <LinkButton link={COLLEGE_JOIN.action} />
    </Section>
  );
}
