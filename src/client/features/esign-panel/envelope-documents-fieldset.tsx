import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { MAX_ENVELOPE_PDFS } from '../../../domain/esign/placed-fields.ts';
import type { PdfTemplateSummaryDto } from '../../../domain/esign/pdf-templates.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/form-field.tsx';
import { LoadFailed } from '../../ui/query-state.tsx';
import { Select } from '../../ui/select.tsx';
import { ChosenPdfItem } from './chosen-pdf-item.tsx';
import { pdfShortfalls } from './send-form-errors.ts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "Data-use agreement, 4 pages, fields for 2 signers". */
export const templateText = (template: PdfTemplateSummaryDto) =>
  `${template.name}, ${plural(template.pageCount, 'page', 'pages')}, fields for ${plural(template.signerCount, 'signer', 'signers')}`;

export interface EnvelopeDocumentsFieldsetProps {
  ndaTitle: string;
  templates: UseQueryResult<PdfTemplateSummaryDto[]>;
  chosenIds: readonly string[];
  /** The envelope's signers in slot order (slot k of every PDF is the k-th). */
  signerNames: readonly string[];
  errors: Partial<Record<string, string>>;
  fieldId: (field: string) => string;
  onChange: (ids: string[]) => void;
}

/**
 * The NDA is always document 1; the partner's PDF templates follow in the order chosen, and a
 * plain list says whose fields are whose. A PDF that needs more signers than the envelope has
 * says so beside it (the form then refuses to send, as the server would).
 */
export function EnvelopeDocumentsFieldset(props: EnvelopeDocumentsFieldsetProps) {
  const { ndaTitle, templates, chosenIds, signerNames, errors, fieldId, onChange } = props;
  const [choice, setChoice] = useState('');
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  // After a move the item's node may be re-inserted, which drops the focus: put it back.
  const focusAfterMove = useRef<string | null>(null);
  useEffect(() => {
    if (!focusAfterMove.current) return;
    document.getElementById(focusAfterMove.current)?.focus();
    focusAfterMove.current = null;
  }, [chosenIds]);

  const list = templates.data ?? [];
  const chosen = chosenIds.map((id) => list.find((template) => template.id === id));
  const shortfalls = pdfShortfalls(chosen, signerNames.length);
  const slots = Math.max(0, ...chosen.map((template) => template?.signerCount ?? 0));
  const available = list.filter((template) => !chosenIds.includes(template.id));
  const isFull = chosenIds.length >= MAX_ENVELOPE_PDFS;

  function add() {
    if (!choice) {
      setChoiceError('Choose a PDF from the list first.');
      return;
    }
    setChoiceError(null);
    setChoice('');
    onChange([...chosenIds, choice]);
  }

  function move(index: number, by: -1 | 1, buttonId: string) {
    const target = index + by;
    if (target < 0 || target >= chosenIds.length) return;
    const next = [...chosenIds];
    [next[index], next[target]] = [next[target]!, next[index]!];
    focusAfterMove.current = buttonId;
    onChange(next);
  }

  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="text-sm font-semibold text-ink">Documents</legend>
      <ol className="grid list-decimal gap-3 pl-6">
        <li className="wrap-anywhere">
          {ndaTitle} <span className="text-ink-muted">(this NDA)</span>
        </li>
        {chosenIds.map((id, index) => (
          <ChosenPdfItem
            key={id}
            id={fieldId(`pdfTemplateIds.${index}`)}
            text={chosen[index] ? templateText(chosen[index]) : 'A PDF template'}
            name={chosen[index]?.name ?? 'this PDF'}
            problem={errors[`pdfTemplateIds.${index}`] ?? shortfalls[`pdfTemplateIds.${index}`]}
            isFirst={index === 0}
            isLast={index === chosenIds.length - 1}
            onMove={(by, buttonId) => move(index, by, buttonId)}
            onRemove={() => {
              onChange(chosenIds.filter((_, at) => at !== index));
              selectRef.current?.focus();
            }}
          />
        ))}
      </ol>
      {slots > 0 ? (
        <ul className="grid gap-1 text-sm">
          {Array.from({ length: slots }, (_, slot) => (
            <li key={slot} className="wrap-anywhere">
              {`Signer ${slot + 1}'s fields: ${signerNames[slot] ?? 'nobody yet. Add a signer under More people.'}`}
            </li>
          ))}
        </ul>
      ) : null}
      {templates.isError ? (
        <LoadFailed
          what="The list of PDF templates"
          hint="You can send the NDA alone, or try again."
          onRetry={() => void templates.refetch()}
          isRetrying={templates.isFetching}
          presentation="compact"
        />
      ) : isFull ? (
        <p className="text-sm text-ink-muted">
          One envelope holds up to {MAX_ENVELOPE_PDFS} PDFs besides the NDA.
        </p>
      ) : (
        <div className="grid gap-2">
          <Field
            id={fieldId('pdfTemplateIds')}
            label="Add a PDF"
            hint="Optional: the partner's own PDFs with fields placed on them, sent with the NDA."
            error={choiceError ?? errors.pdfTemplateIds}
            className="min-w-0"
          >
            {(control) => (
              <Select
                {...control}
                ref={selectRef}
                value={choice}
                onChange={(event) => setChoice(event.target.value)}
              >
                <option value="">
                  {templates.isPending
                    ? 'Loading PDF templates...'
                    : available.length > 0
                      ? 'Choose a PDF template'
                      : 'No PDF templates to add'}
                </option>
                {available.map((template) => (
                  <option key={template.id} value={template.id}>
                    {templateText(template)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div>
            <Button variant="secondary" onClick={add}>
              Add this PDF
            </Button>
          </div>
        </div>
      )}
      {(templates.isError || isFull) && errors.pdfTemplateIds ? (
        <p className="text-sm font-medium text-danger">{errors.pdfTemplateIds}</p>
      ) : null}
    </fieldset>
  );
}
