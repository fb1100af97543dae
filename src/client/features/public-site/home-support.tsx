import type { ClaimsContent, HomeContent } from '../../../domain/content/modules.ts';
import {
  CardGrid,
  ClaimList,
  LinkButton,
  Section,
  TextLink,
  WithIllustration,
} from './page-blocks.tsx';

/**
 * Support services, then financial accessibility as part of the same section (spec §2). The four
 * services sit two by two beside a drawing of the quiet room; the figures get the whole width.
 * It ends with the way to help pay for both: the give page.
 */
export function SupportServices({ home, claims }: { home: HomeContent; claims: ClaimsContent }) {
  const { SUPPORT_SERVICES } = home;
  return (
    <Section id="support-services" title={SUPPORT_SERVICES.title} intro={SUPPORT_SERVICES.intro}>
      <WithIllustration illustration={SUPPORT_SERVICES.illustration} side="start">
        <CardGrid cards={SUPPORT_SERVICES.services} columns={2} />
      </WithIllustration>
      <h3 className="mt-12 text-xl font-semibold text-ink md:text-2xl">
        {SUPPORT_SERVICES.financialTitle}
      </h3>
      <p className="mt-2 max-w-prose text-lg text-ink-muted">{SUPPORT_SERVICES.financialIntro}</p>
      <div className="mt-6">
        <ClaimList claims={SUPPORT_SERVICES.financialClaims} />
      </div>
      <p className="mt-4 max-w-prose text-ink-muted">{claims.PROJECTION_NOTE}</p>
      <p className="mt-8 max-w-prose text-lg text-ink">{SUPPORT_SERVICES.giveText}</p>
      <div className="mt-4">
        <LinkButton link={SUPPORT_SERVICES.giveLink} />
      </div>
    </Section>
  );
}

export function IndustryPartnerships({ home }: { home: HomeContent }) {
  const { INDUSTRY_PARTNERSHIPS } = home;
  return (
    <Section
      id="industry-partnerships"
      title={INDUSTRY_PARTNERSHIPS.title}
      intro={INDUSTRY_PARTNERSHIPS.intro}
      tone="surface"
    >
      <ClaimList claims={INDUSTRY_PARTNERSHIPS.claims} />
      <div className="mt-6">
        <TextLink link={INDUSTRY_PARTNERSHIPS.link} />
      </div>
    </Section>
  );
}
