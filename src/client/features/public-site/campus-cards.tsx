import type { ContentData } from '../../../domain/content/content-data.ts';
import type { CampusesContent } from '../../../domain/content/modules.ts';
import { TextLink } from './page-blocks.tsx';
import { IllustrationImage } from '../../ui/illustration-image.tsx';

/**
 * The three campuses, each with its drawing, town, opening, phase and a link to its page. The
 * drawing is drawn first but read after the name (order-first), so a screen reader moving by
 * headings lands on the campus name, then hears what the drawing shows.
 */
export function CampusCards({ campuses }: { campuses: ContentData<CampusesContent> }) {
  const { CAMPUSES, CAMPUS_CARD_LABELS } = campuses;
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {CAMPUSES.map((campus) => (
        <li
          key={campus.id}
          className="flex flex-col rounded-lg border border-line bg-surface shadow-sm"
        >
          <div className="flex flex-1 flex-col p-6">
            <h3 className="text-xl font-semibold text-ink">{campus.name}</h3>
            <p className="mt-1 font-semibold text-brand-ink">
              {campus.level}, {campus.town}, {campus.state}
            </p>
            <p className="mt-3 text-ink">{campus.summary}</p>
            <dl className="mt-4 grid gap-2 border-t border-line pt-4 text-ink">
              <div>
                <dt className="font-semibold">{CAMPUS_CARD_LABELS.when}</dt>
                <dd>{campus.opening}</dd>
              </div>
              <div>
                <dt className="font-semibold">{CAMPUS_CARD_LABELS.phase}</dt>
                <dd>{campus.phase}</dd>
              </div>
            </dl>
            <div className="mt-auto pt-4">
              <TextLink
                link={{ label: `${CAMPUS_CARD_LABELS.readAbout} ${campus.name}`, to: campus.path }}
              />
            </div>
          </div>
          <IllustrationImage
            illustration={campus.illustration}
            className="order-first rounded-t-lg border-b border-line"
          />
        </li>
      ))}
    </ul>
  );
}
