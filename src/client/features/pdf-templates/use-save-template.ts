import { useRef, useState } from 'react';
import {
  saveTemplateInput,
  TEMPLATE_SAVED_MESSAGE,
  type PdfTemplateDto,
} from '../../../domain/esign/pdf-templates.ts';
import { inReadingOrder } from '../../../domain/esign/placed-fields.ts';
import { toast } from '../../ui/use-toast.ts';
import { useSaveTemplate } from './api.ts';
import type { EditorAction, EditorState } from './editor-state.ts';
import { problemsFromError, problemsFromIssues, type SaveProblems } from './save-problems.ts';

const NO_PROBLEMS: SaveProblems = { others: [] };

/**
 * Saving the whole template: checked first with the schema the server uses, sent in reading
 * order (so "Field 3" in a message is the third a reader meets), and started again from what
 * the server kept. Problems stay on screen until the next attempt.
 */
export function useSaveTemplateAction(options: {
  templateId: string;
  state: EditorState;
  dispatch: (action: EditorAction) => void;
  /** Called after a failed attempt has been drawn, to move focus to its messages. */
  onProblems: () => void;
}) {
  const save = useSaveTemplate(options.templateId);
  const [problems, setProblems] = useState<SaveProblems>(NO_PROBLEMS);
  const sentIds = useRef<string[]>([]);

  const show = (found: SaveProblems) => {
    setProblems(found);
    // After the messages are drawn, so focus can land on them.
    requestAnimationFrame(options.onProblems);
  };

  function submit() {
    const { state } = options;
    const fields = inReadingOrder(state.fields);
    sentIds.current = fields.map((field) => field.id);
    const input = { name: state.name, signerCount: state.signerCount, fields };
    const checked = saveTemplateInput.safeParse(input);
    if (!checked.success) {
      show(problemsFromIssues(checked.error.issues, sentIds.current));
      return;
    }
    setProblems(NO_PROBLEMS);
    save.mutate(input, {
      onSuccess: (saved: PdfTemplateDto) => {
        options.dispatch({ type: 'load', template: saved });
        toast({ title: TEMPLATE_SAVED_MESSAGE });
      },
      onError: (error) => show(problemsFromError(error, sentIds.current)),
    });
  }

  return { submit, problems, isSaving: save.isPending };
}
