import { useReducer, useState } from 'react';
import type { PdfTemplateDto } from '../../../domain/esign/pdf-templates.ts';
import {
  MAX_FIELDS_PER_TEMPLATE,
  MAX_TEMPLATE_SIGNERS,
  type FieldKind,
} from '../../../domain/esign/placed-fields.ts';
import { editorReducer, initialEditorState, type FieldPatch } from './editor-state.ts';
import { fieldAfterRemoval, fieldDomId, makeFieldId, newField } from './field-geometry.ts';
import { fieldName, pointText } from './field-names.ts';
import { signerName } from './signer-look.ts';
import { useAnnouncer } from './use-announcer.tsx';
import { useFocusLater } from './use-focus-later.ts';

/** The "Add to page N" button: focus goes there when a page's last field is removed. */
export const addButtonDomId = (pageNumber: number) => `pdf-add-to-page-${pageNumber}`;
/** The first control of the properties panel: Enter on a field brings focus here. */
export const PROPERTIES_FIRST_ID = 'pdf-field-properties-kind';

export const tooManyFieldsMessage = `A template holds at most ${MAX_FIELDS_PER_TEMPLATE} fields. Remove one to add another.`;
export const signerHasFieldsMessage = (signer: number) =>
  `${signerName(signer)} still has fields. Give them to another signer or remove them first.`;

/**
 * The editor's state and what can be done to it: the fields, the selected one, the kind and
 * signer that new fields get, and every change told to screen readers (the live region) and
 * followed by focus where the person expects it.
 */
export function useTemplateEditor(template: PdfTemplateDto) {
  const [state, dispatch] = useReducer(editorReducer, template, initialEditorState);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [kind, setKind] = useState<FieldKind>('signature');
  const [chosenSigner, setSigner] = useState(1);
  const signer = Math.min(chosenSigner, state.signerCount);
  const { message, announce } = useAnnouncer();
  const focusLater = useFocusLater();
  const fieldsOf = (pageNumber: number) =>
    state.fields.filter((field) => field.page === pageNumber);

  function addField(
    pageNumber: number,
    dropped?: { kind: FieldKind; at: { x: number; y: number } },
  ) {
    const page = template.pages[pageNumber - 1];
    if (!page) return;
    if (state.fields.length >= MAX_FIELDS_PER_TEMPLATE) {
      announce(tooManyFieldsMessage);
      return;
    }
    const field = newField({
      id: makeFieldId(),
      kind: dropped?.kind ?? kind,
      signer,
      pageNumber,
      page,
      others: fieldsOf(pageNumber),
      at: dropped?.at,
    });
    dispatch({ type: 'add', field });
    setSelectedId(field.id);
    announce(`Added ${fieldName(field)} at ${pointText(field.x, field.y)}`);
    focusLater(fieldDomId(field.id));
  }

  function removeField(id: string) {
    const field = state.fields.find((candidate) => candidate.id === id);
    if (!field) return;
    const next = fieldAfterRemoval(fieldsOf(field.page), id);
    dispatch({ type: 'remove', id });
    setSelectedId(next);
    announce(`Removed ${fieldName(field)}`);
    focusLater(next ? fieldDomId(next) : addButtonDomId(field.page));
  }

  const changeField = (id: string, patch: FieldPatch) => dispatch({ type: 'change', id, patch });

  function openProperties(id: string) {
    setSelectedId(id);
    focusLater(PROPERTIES_FIRST_ID);
  }

  function addSigner() {
    if (state.signerCount >= MAX_TEMPLATE_SIGNERS) return;
    const added = state.signerCount + 1;
    dispatch({ type: 'set-signer-count', signerCount: added });
    setSigner(added);
    announce(`Added ${signerName(added)}`);
  }

  /** Takes away the last signer; refused (with the reason) while that signer has fields. */
  function removeSigner(): string | null {
    const last = state.signerCount;
    if (last <= 1) return null;
    if (state.fields.some((field) => field.signer === last)) return signerHasFieldsMessage(last);
    dispatch({ type: 'set-signer-count', signerCount: last - 1 });
    announce(`Removed ${signerName(last)}`);
    return null;
  }

  return {
    state,
    dispatch,
    selected: state.fields.find((field) => field.id === selectedId) ?? null,
    select: setSelectedId,
    kind,
    setKind,
    signer,
    setSigner,
    message,
    announce,
    focusLater,
    fieldsOf,
    addField,
    removeField,
    changeField,
    openProperties,
    addSigner,
    removeSigner,
  };
}

export type TemplateEditor = ReturnType<typeof useTemplateEditor>;
