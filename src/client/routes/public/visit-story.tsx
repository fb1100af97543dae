import * as story from '../../../domain/content/visit-story.ts';
import { StoryPage } from '../../features/visits/story-page.tsx';
import { publicTitle } from '../../lib/page-title.ts';
import type { Route } from './+types/visit-story';

const COPY = { locale: 'en', story } as const;

/** What will happen at an in-person visit (ADR 052), one step per screen, printable. */
export const meta: Route.MetaFunction = () => [{ title: publicTitle(story.STORY_META.title) }];

export default function VisitStoryRoute({ params }: Route.ComponentProps) {
  return <StoryPage copy={COPY} slug={params.slug} />;
}
