import type { PdfTemplateDto } from '../../../domain/esign/pdf-templates.ts';
import type { PlacedField } from '../../../domain/esign/placed-fields.ts';

export type EditorField = PlacedField;
export type FieldPatch = Partial<Omit<EditorField, 'id'>>;

/** What the editor holds until Save: the whole set is sent at once (PUT replaces it). */
export interface EditorState {
  name: string;
  signerCount: number;
  fields: EditorField[];
  /** Something changed since the template was loaded or saved: leaving asks first. */
  isDirty: boolean;
}

export type EditorAction =
  | { type: 'load'; template: PdfTemplateDto }
  | { type: 'rename'; name: string }
  | { type: 'add'; field: EditorField }
  | { type: 'change'; id: string; patch: FieldPatch }
  | { type: 'remove'; id: string }
  | { type: 'set-signer-count'; signerCount: number };

export const initialEditorState = (template: PdfTemplateDto): EditorState => ({
  name: template.name,
  signerCount: Math.max(1, template.signerCount),
  fields: template.fields,
  isDirty: false,
});

const changes = (field: EditorField, patch: FieldPatch) =>
  (Object.keys(patch) as (keyof FieldPatch)[]).some((key) => field[key] !== patch[key]);

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'load':
      return initialEditorState(action.template);
    case 'rename':
      return { ...state, name: action.name, isDirty: true };
    case 'add':
      return { ...state, fields: [...state.fields, action.field], isDirty: true };
    case 'change': {
      const field = state.fields.find((candidate) => candidate.id === action.id);
      // A click that moved nothing leaves the template as it was (and leaving asks nothing).
      if (!field || !changes(field, action.patch)) return state;
      const fields = state.fields.map((candidate) =>
        candidate.id === action.id ? { ...candidate, ...action.patch } : candidate,
      );
      return { ...state, fields, isDirty: true };
    }
    case 'remove':
      return {
        ...state,
        fields: state.fields.filter((field) => field.id !== action.id),
        isDirty: true,
      };
    case 'set-signer-count':
      return { ...state, signerCount: action.signerCount, isDirty: true };
  }
}
