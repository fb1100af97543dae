import type { ContactContent } from '../../../domain/content/modules.ts';
import { CardGrid, LinkButton, Section } from './page-blocks.tsx';
import { MailButton } from './mail-button.tsx';

export function InvestmentTiers({ contact }: { contact: ContactContent }) {
  const { INVESTMENT_TIERS } = contact;
  return (
    <Section id="investment-tiers" title={INVESTMENT_TIERS.title} intro={INVESTMENT_TIERS.intro}>
      <ul className="grid gap-4 md:grid-cols-3">
        {INVESTMENT_TIERS.tiers.map((tier) => (
          <li key={tier.amount} className="rounded-lg border border-line bg-surface p-6">
            <h3 className="text-xl font-semibold text-ink">
              <span className="block text-3xl font-bold text-brand-ink">{tier.amount}</span>{' '}
              <span className="mt-1 block">{tier.title}</span>
            </h3>
            <p className="mt-2 text-ink">{tier.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * Mail buttons with preset subjects for questions (spec §7: mailto links, no API); what can be
 * booked (tours, sessions) links to the visits page instead (ADR 052).
 */
export function MailActions({ contact }: { contact: ContactContent }) {
  const { MAIL_ACTIONS, MAIL_ACTIONS_SECTION } = contact;
  return (
    <Section
      id="write-to-us"
      title={MAIL_ACTIONS_SECTION.title}
      intro={MAIL_ACTIONS_SECTION.intro}
      tone="surface"
    >
      <ul className="grid gap-4 md:grid-cols-2">
        {MAIL_ACTIONS.map((action, index) => (
          <li key={action.id} className="flex flex-col rounded-lg border border-line bg-page p-6">
            <p className="text-lg text-ink">{action.text}</p>
            <div className="mt-auto pt-4">
              {'to' in action ? (
                <LinkButton link={action} variant="secondary" />
              ) : (
                <MailButton
                  label={action.label}
                  draft={action}
                  variant={index === 0 ? 'primary' : 'secondary'}
                />
              )}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function ParticipationSteps({ contact }: { contact: ContactContent }) {
  const { PARTICIPATION_STEPS } = contact;
  return (
    <Section id="how-to-take-part" title={PARTICIPATION_STEPS.title}>
      <CardGrid cards={PARTICIPATION_STEPS.steps} isOrdered />
    </Section>
  );
}
