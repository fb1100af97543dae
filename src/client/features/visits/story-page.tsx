import { QueryClientProvider } from '@tanstack/react-query';
import { Link } from 'react-router';
import { pathInLocale } from '../../../domain/common/i18n.ts';
import { VISITS_PATH, visitPath } from '../../../domain/visits/visits.ts';
import { readErrorStatus } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useStoryVisit } from './story-api.ts';
import type { StoryCopy } from './story-copy.ts';
import { STORY_FRAME, STORY_LINK } from './story-styles.ts';
import { StorySteps } from './story-steps.tsx';

/**
 * /visits/:slug/story (ADR 052): what will happen at an in-person visit, one step per screen.
 * The visit is read in the browser in the page's language; its title, duration and address fill
 * the steps. A visit without a story says so and links back to its page.
 */
export function StoryPage({ copy, slug }: { copy: StoryCopy; slug: string }) {
  return (
    <QueryClientProvider client={queryClient}>
      {/* Keyed by the address, so another visit starts at its first step. */}
      <StoryView key={slug} copy={copy} slug={slug} />
    </QueryClientProvider>
  );
}

function StoryView({ copy, slug }: { copy: StoryCopy; slug: string }) {
  const { locale } = copy;
  const words = copy.story.STORY_PAGE;
  const query = useStoryVisit(slug, locale);

  if (query.isPending) {
    return (
      <div className={STORY_FRAME}>
        <h1 className="sr-only">{copy.story.STORY_META.title}</h1>
        <Spinner label={words.loading} showLabel />
      </div>
    );
  }
  if (query.isError) {
    const isUnknown = [400, 404].includes(readErrorStatus(query.error) ?? 0);
    return (
      <div className={STORY_FRAME}>
        <h1 className="text-3xl leading-tight font-bold text-ink">
          {isUnknown ? words.notFoundTitle : copy.story.STORY_META.title}
        </h1>
        <div role="alert" className="mt-4 grid justify-items-start gap-4">
          <p className="text-lg text-ink">{isUnknown ? words.notFoundText : words.loadFailed}</p>
          {isUnknown ? (
            <Link to={pathInLocale(VISITS_PATH, locale)} className={STORY_LINK}>
              {words.allVisits}
            </Link>
          ) : (
            <Button variant="secondary" className="min-h-11" onClick={() => void query.refetch()}>
              {words.retry}
            </Button>
          )}
        </div>
      </div>
    );
  }

  const visit = query.data;
  const visitPage = pathInLocale(visitPath(visit.slug), locale);
  if (!visit.hasStory) {
    return (
      <div className={STORY_FRAME}>
        <h1 className="text-3xl leading-tight font-bold text-ink">{words.title(visit.title)}</h1>
        <p className="mt-4 max-w-prose text-lg text-ink">{words.noStory}</p>
        <p className="mt-4">
          <Link to={visitPage} className={STORY_LINK}>
            {words.backToVisit}
          </Link>
        </p>
      </div>
    );
  }
  return <StorySteps copy={copy} visit={visit} visitPage={visitPage} />;
}
