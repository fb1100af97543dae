import { useRef, useState } from 'react';
import { CreateNdaDialog } from '../../features/documents/create-nda-dialog.tsx';
import { PlaceholderHelp } from '../../features/templates/placeholder-help.tsx';
import { TemplatesSection } from '../../features/templates/templates-section.tsx';
import { adminTitle } from '../../lib/page-title.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import type { Route } from './+types/templates';

export const meta: Route.MetaFunction = () => [{ title: adminTitle('Templates') }];

/** Use Template opens the Create NDA dialog (a documents feature) with that template chosen. */
export default function TemplatesPage() {
  const [chosenTemplateId, setChosenTemplateId] = useState<string | null>(null);
  // The dialog has no trigger of its own, so focus is handed back to the Use Template button.
  const returnFocusRef = useRef<HTMLElement | null>(null);

  function closeDialog() {
    setChosenTemplateId(null);
    const button = returnFocusRef.current;
    // After Radix has finished closing, which would otherwise leave focus on the page body.
    setTimeout(() => {
      if (button?.isConnected) button.focus();
    });
  }

  return (
    <>
      <PageHeader
        title="Templates"
        description="Templates are the starting text of new NDAs. Choose one when you create an NDA, then adjust the text for that partner."
      />
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem] lg:items-start">
        <TemplatesSection
          onUse={(template) => {
            returnFocusRef.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
            setChosenTemplateId(template.id);
          }}
        />
        <PlaceholderHelp className="lg:sticky lg:top-6" />
      </div>
      {chosenTemplateId ? (
        <CreateNdaDialog
          // Mounted per template, so the dialog starts from the template just chosen.
          key={chosenTemplateId}
          open
          onOpenChange={(open) => {
            if (!open) closeDialog();
          }}
          initialTemplateId={chosenTemplateId}
        />
      ) : null}
    </>
  );
}
