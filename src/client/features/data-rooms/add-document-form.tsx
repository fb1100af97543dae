import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { GENERATED_DOCUMENT_TITLES } from '../../../domain/content/generated-documents.ts';
import { ROOM_GENERATED_DOCUMENTS } from '../../../domain/data-rooms/data-rooms.ts';
import type { RoomDetailDto } from '../../../domain/data-rooms/dtos.ts';
import type { DocumentListItemDto } from '../../../domain/documents/dtos.ts';
import { Button } from '../../ui/button.tsx';
import { Field, FormField } from '../../ui/form-field.tsx';
import { Select } from '../../ui/select.tsx';
import { useAddDocument, useCreateFolder } from './api.ts';
import { errorText } from './error-text.ts';
import { FolderSelect } from './folder-select.tsx';

/** Adds an NDA or a strategy paper that exists, into a folder (a new one when named). */
export function AddDocumentForm({ room }: { room: RoomDetailDto }) {
  const id = useId();
  const ndas = useQuery<DocumentListItemDto[]>({ queryKey: ['/api/documents?limit=100'] });
  const add = useAddDocument(room.id);
  const createFolder = useCreateFolder(room.id);
  const [choice, setChoice] = useState('');
  const [folderId, setFolderId] = useState('');
  const [newFolder, setNewFolder] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const [kind, sourceId] = choice.split(':');
    const folder = newFolder.trim()
      ? (await createFolder.mutateAsync({ name: newFolder.trim() })).id
      : folderId || null;
    add.mutate(
      kind === 'nda'
        ? { kind: 'nda', ndaDocumentId: sourceId!, folderId: folder }
        : {
            kind: 'generated',
            generatedDocumentId: sourceId as (typeof ROOM_GENERATED_DOCUMENTS)[number],
            folderId: folder,
          },
      { onSuccess: () => setNewFolder('') },
    );
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" noValidate>
      <h3 className="text-lg font-semibold">Add a document</h3>
      <Field id={`${id}-source`} label="Document">
        {(control) => (
          <Select {...control} value={choice} onChange={(event) => setChoice(event.target.value)}>
            <option value="">Choose a document</option>
            <optgroup label="Strategy papers">
              {ROOM_GENERATED_DOCUMENTS.map((paper) => (
                <option key={paper} value={`generated:${paper}`}>
                  {GENERATED_DOCUMENT_TITLES[paper]}
                </option>
              ))}
            </optgroup>
            <optgroup label="NDAs">
              {(ndas.data ?? []).map((nda) => (
                <option key={nda.id} value={`nda:${nda.id}`}>
                  {nda.title}
                </option>
              ))}
            </optgroup>
          </Select>
        )}
      </Field>
      <FolderSelect id={`${id}-folder`} room={room} value={folderId} onChange={setFolderId} />
      <FormField
        id={`${id}-new-folder`}
        label="Or a new folder"
        hint="Leave empty to use the folder above."
        value={newFolder}
        onChange={(event) => setNewFolder(event.target.value)}
      />
      {add.isError || createFolder.isError ? (
        <p role="alert">{errorText(add.error ?? createFolder.error)}</p>
      ) : null}
      <Button type="submit" className="self-start" disabled={!choice || add.isPending}>
        Add document
      </Button>
    </form>
  );
}
