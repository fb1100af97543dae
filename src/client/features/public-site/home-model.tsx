import { FUSION_MODEL, GLOBAL_FIRSTS } from '../../../domain/content/home.ts';
import { BulletList, CardGrid } from './card-grid.tsx';
import { Section } from './section.tsx';

export function FusionModel() {
  return (
    <Section id="fusion-model" title={FUSION_MODEL.title} intro={FUSION_MODEL.intro}>
      <BulletList items={FUSION_MODEL.points} />
    </Section>
  );
}

export function GlobalFirsts() {
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
