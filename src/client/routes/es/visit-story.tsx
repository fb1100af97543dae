import * as story from '../../../domain/content/es/visit-story.ts';
import { StoryPage } from '../../features/visits/story-page.tsx';
import { publicTitle } from '../../lib/page-title.ts';
import type { Route } from './+types/visit-story';

const COPY = { locale: 'es', story } as const;

/** Qué pasará en una visita en persona (ADR 052), un paso por pantalla, para imprimir. */
export const meta: Route.MetaFunction = () => [{ title: publicTitle(story.STORY_META.title) }];

export default function VisitStoryRouteSpanish({ params }: Route.ComponentProps) {
  return <StoryPage copy={COPY} slug={params.slug} />;
}
