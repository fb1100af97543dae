import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { PageHeader } from '../../ui/page-header.tsx';

export interface EditorToolbarProps {
  /** The name as last saved: the page's heading. */
  title: string;
  name: string;
  onNameChange: (name: string) => void;
  nameError?: string;
  isDirty: boolean;
  isSaving: boolean;
  onSave: () => void;
}

/** The page's heading, the template's name, and Save with a word on whether all is saved. */
export function EditorToolbar(props: EditorToolbarProps) {
  const id = useId();
  return (
    <div className="grid gap-4">
      <p>
        <Link
          to="/admin/pdf-templates"
          className="font-medium text-brand-ink underline underline-offset-4"
        >
          All PDF templates
        </Link>
      </p>
      <PageHeader
        title={props.title}
        description="Place the fields each signer fills in. Drag a field to move it, or use the arrow keys on it; Shift with an arrow changes its size, Delete removes it, Enter opens its details."
      />
      <div className="flex flex-wrap items-end gap-4">
        <FormField
          id={`${id}-name`}
          label="Template name"
          className="min-w-0 grow basis-64"
          value={props.name}
          maxLength={200}
          error={props.nameError}
          onChange={(event) => props.onNameChange(event.target.value)}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={props.onSave} disabled={props.isSaving}>
            {props.isSaving ? 'Saving...' : 'Save template'}
          </Button>
          <p role="status" className="text-sm text-ink-muted">
            {props.isDirty ? 'Changes not saved yet' : 'All changes saved'}
          </p>
        </div>
      </div>
    </div>
  );
}
