import * as enrollment from '../../../domain/content/es/enrollment.ts';
import * as messages from '../../../domain/content/es/enrollment-messages.ts';
import * as status from '../../../domain/content/es/waiting-list-status.ts';
import * as options from '../../../domain/content/es/waiting-list-options.ts';
import { SavedAnswersPage } from '../../features/enrollment/saved-answers-page.tsx';
import { publicTitle } from '../../lib/page-title.ts';
import type { Route } from './+types/waiting-list-saved';

const COPY = { locale: 'es', enrollment, options, messages, status } as const;

/**
 * The saved answers behind the link in the saving mail (ADR 046): never in a search index, and
 * the title names no child.
 */
export const meta: Route.MetaFunction = () => [
  { title: publicTitle(enrollment.SAVED_ANSWERS_PAGE.title) },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function WaitingListSavedRouteSpanish({ params }: Route.ComponentProps) {
  return <SavedAnswersPage copy={COPY} token={params.token} />;
}
