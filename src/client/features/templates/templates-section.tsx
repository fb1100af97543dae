import type { TemplateDto } from '../../../domain/templates/dtos.ts';
import { CreateTemplateDialog } from './create-template-dialog.tsx';
import { TemplatesGrid } from './templates-grid.tsx';

/** "Your templates": the grid and the Create Template dialog. Use Template is the page's job. */
export function TemplatesSection({ onUse }: { onUse: (template: TemplateDto) => void }) {
  return (
    <section aria-labelledby="templates-heading" className="@container">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="templates-heading" className="text-xl font-semibold text-ink">
          Your templates
        </h2>
        <CreateTemplateDialog />
      </div>
      <TemplatesGrid onUse={onUse} />
    </section>
  );
}
