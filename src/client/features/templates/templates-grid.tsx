import { useQuery } from '@tanstack/react-query';
import type { TemplateDto } from '../../../domain/templates.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { templatesQuery } from './api.ts';
import { TemplateCard } from './template-card.tsx';

/** Sized by the space the grid gets (it shares the row with the help box), not the window. */
const GRID_CLASSES = 'grid gap-4 @2xl:grid-cols-2 @6xl:grid-cols-3';

/** The templates grid with its loading, error and empty states. */
export function TemplatesGrid({ onUse }: { onUse: (template: TemplateDto) => void }) {
  const { data: templates, isPending, isError, refetch } = useQuery(templatesQuery());

  if (isPending) {
    return (
      <div aria-busy="true" className={GRID_CLASSES}>
        <p className="sr-only" role="status">
          Loading templates...
        </p>
        {[0, 1, 2].map((key) => (
          <Card key={key} className="grid gap-3">
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-10 w-2/3" />
          </Card>
        ))}
      </div>
    );
  }

  if (isError) {
    return (
      <Card role="alert">
        <p className="text-ink">The templates could not be loaded.</p>
        <Button variant="secondary" className="mt-4" onClick={() => void refetch()}>
          Try again
        </Button>
      </Card>
    );
  }

  if (templates.length === 0) {
    return (
      <Card>
        <p className="font-semibold text-ink">No templates yet</p>
        <p className="mt-1 text-ink-muted">
          Create a template with the Create Template button. You can still write an NDA from your
          own text without one.
        </p>
      </Card>
    );
  }

  return (
    <ul className={GRID_CLASSES}>
      {templates.map((template) => (
        <li key={template.id}>
          <TemplateCard template={template} onUse={onUse} />
        </li>
      ))}
    </ul>
  );
}
