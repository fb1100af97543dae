import { useState, type Dispatch, type SetStateAction } from 'react';
import type { TemplateDto } from '../../../domain/templates/dtos.ts';
import type { NdaFormValues } from './create-nda-values.ts';

const DEFAULT_TEMPLATE = 'default';

/**
 * The Create NDA form's template: "Use Template" may open the dialog before the templates have
 * loaded, so the chosen one is filled in once they do. Without a chosen one, the default template
 * is preselected, unless the admin has already picked a template or typed text by then. Returns
 * what choosing a template does: it replaces the content with the template's text (spec §2).
 */
export function useTemplateFill(options: {
  initialTemplateId?: string;
  templates: readonly TemplateDto[] | undefined;
  setValues: Dispatch<SetStateAction<NdaFormValues>>;
}) {
  const { templates, setValues } = options;
  const [templateToFill, setTemplateToFill] = useState<string | undefined>(
    options.initialTemplateId || DEFAULT_TEMPLATE,
  );

  if (templateToFill && templates) {
    const isDefault = templateToFill === DEFAULT_TEMPLATE;
    const template = templates.find((item) =>
      isDefault ? item.isDefault : item.id === templateToFill,
    );
    setTemplateToFill(undefined);
    if (template) {
      setValues((current) =>
        isDefault && (current.templateId || current.content.trim())
          ? current
          : { ...current, templateId: template.id, content: template.content },
      );
    }
  }

  return (templateId: string) => {
    const template = templates?.find((item) => item.id === templateId);
    setValues((current) => ({
      ...current,
      templateId,
      content: template ? template.content : current.content,
    }));
  };
}
