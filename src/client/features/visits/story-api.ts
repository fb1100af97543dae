import { useQuery } from '@tanstack/react-query';
import type { Locale } from '../../../domain/common/i18n.ts';
import type { PublicVisitDto } from '../../../domain/visits/dtos.ts';

/** One visit in the page's language (ADR 052): its title, place and duration fill the story. */
export const storyVisitUrl = (slug: string, locale: Locale) =>
  `/api/visits/${encodeURIComponent(slug)}?language=${locale}`;

export const useStoryVisit = (slug: string, locale: Locale) =>
  useQuery<PublicVisitDto>({ queryKey: [storyVisitUrl(slug, locale)] });
