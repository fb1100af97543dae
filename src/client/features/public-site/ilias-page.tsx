import type { IliasContent } from '../../../domain/content/modules.ts';
import { IliasIntro, IliasNav } from './ilias-nav.tsx';
import {
  IliasFooter,
  IliasOverview,
  IliasPrograms,
  IliasResearchAreas,
  IliasTimeline,
} from './ilias-sections.tsx';

export type IliasPageContent = { ilias: IliasContent };

/** The research institute page (public spec §2): navigation bar, programs, timeline, footer. */
export function IliasPage({ content }: { content: IliasPageContent }) {
  const { ilias } = content;
  return (
    <>
      <IliasNav ilias={ilias} />
      <IliasIntro ilias={ilias} />
      <IliasOverview ilias={ilias} />
      <IliasPrograms ilias={ilias} />
      <IliasResearchAreas ilias={ilias} />
      <IliasTimeline ilias={ilias} />
      <IliasFooter ilias={ilias} />
    </>
  );
}
