import type { TemplateDto } from '../../../domain/templates/dtos.ts';
import { templatePreview } from '../../../domain/templates/templates.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { DeleteTemplateDialog } from './delete-template-dialog.tsx';
import { EditTemplateDialog } from './edit-template-dialog.tsx';

export interface TemplateCardProps {
  template: TemplateDto;
  onUse: (template: TemplateDto) => void;
}

/**
 * One template: name, "Default" badge, the first 200 characters (admin spec §9) and its actions.
 * Hidden text adds the template name to each button, so "Edit" is never ambiguous in a list.
 */
export function TemplateCard({ template, onUse }: TemplateCardProps) {
  return (
    <Card className="flex h-full flex-col">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-semibold text-ink">{template.name}</h3>
        {template.isDefault ? <Badge>Default</Badge> : null}
      </div>
      <p className="mt-3 flex-1 text-sm whitespace-pre-line text-ink-muted">
        {templatePreview(template.content)}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <EditTemplateDialog template={template} />
        <Button className="whitespace-nowrap" onClick={() => onUse(template)}>
          Use Template<span className="sr-only"> {template.name}</span>
        </Button>
        <DeleteTemplateDialog template={template} />
      </div>
    </Card>
  );
}
