import { useQuery } from '@tanstack/react-query';
import type { TemplateDto } from '../../../domain/templates/dtos.ts';
import { Card } from '../../ui/card.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { templatesQuery } from './api.ts';
import { TemplateCard } from './template-card.tsx';

/** Sized by the space the grid gets (it shares the row with the help box), not the window. */
const GRID_CLASSES = 'grid gap-4 @2xl:grid-cols-2 @6xl:grid-cols-3';

const PLACEHOLDER = (
  <div className={GRID_CLASSES}>
    {[0, 1, 2].map((key) => (
      <Card key={key} className="grid gap-3">
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-10 w-2/3" />
      </Card>
    ))}
  </div>
);

const EMPTY = (
  <Card>
    <p className="font-semibold text-ink">No templates yet</p>
    <p className="mt-1 text-ink-muted">
      Create a template with the Create Template button. You can still write an NDA from your own
      text without one.
    </p>
  </Card>
);

/** The templates grid with its loading, error and empty states. */
export function TemplatesGrid({ onUse }: { onUse: (template: TemplateDto) => void }) {
  const query = useQuery(templatesQuery());
  return (
    <QueryState
      query={query}
      what="The templates"
      loadingLabel="Loading templates..."
      presentation="card"
      skeleton={PLACEHOLDER}
      isEmpty={(templates) => templates.length === 0}
      empty={EMPTY}
    >
      {(templates) => (
        <ul className={GRID_CLASSES}>
          {templates.map((template) => (
            <li key={template.id}>
              <TemplateCard template={template} onUse={onUse} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
