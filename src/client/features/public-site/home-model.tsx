import type { HomeContent } from '../../../domain/content/modules.ts';
import { BulletList, CardGrid, Section } from './page-blocks.tsx';

export function FusionModel({ home }: { home: HomeContent }) {
  const { FUSION_MODEL } = home;
  return (
    <Section
      id="fusion-model"
      title={FUSION_MODEL.title}
      intro={FUSION_MODEL.intro}
      illustration={FUSION_MODEL.illustration}
    >
      <BulletList items={FUSION_MODEL.points} />
    </Section>
  );
}

export function GlobalFirsts({ home }: { home: HomeContent }) {
  const { GLOBAL_FIRSTS } = home;
  return (
    <Section
      id="global-firsts"
      title={GLOBAL_FIRSTS.title}
      intro={GLOBAL_FIRSTS.intro}
      tone="surface"
    >
      <CardGrid cards={GLOBAL_FIRSTS.items} />
    </Section>
  );
}
