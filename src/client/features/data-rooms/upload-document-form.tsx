import { useId, useRef, useState, type FormEvent } from 'react';
import { MAX_ROOM_UPLOAD_MB } from '../../../domain/data-rooms/data-rooms.ts';
import type { RoomDetailDto } from '../../../domain/data-rooms/dtos.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Field, FormField } from '../../ui/form-field.tsx';
import { FileInput } from '../../ui/file-input.tsx';
import { useUploadDocument } from './api.ts';
import { errorText } from './error-text.ts';
import { FolderSelect } from './folder-select.tsx';

/** Uploads one PDF into the room; the server reads it in the untrusted-work pool first. */
export function UploadDocumentForm({ room }: { room: RoomDetailDto }) {
  const id = useId();
  const upload = useUploadDocument(room.id);
  const fileRef = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [folderId, setFolderId] = useState('');
  const [allowDownload, setAllowDownload] = useState(true);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (!file) return;
    const form = new FormData();
    if (title.trim()) form.append('title', title.trim());
    if (folderId) form.append('folderId', folderId);
    form.append('allowDownload', String(allowDownload));
    form.append('file', file);
    upload.mutate(form, {
      onSuccess: () => {
        setTitle('');
        if (fileRef.current) fileRef.current.value = '';
      },
    });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <h3 className="text-lg font-semibold">Upload a PDF</h3>
      <Field id={`${id}-file`} label="PDF file" hint={`At most ${MAX_ROOM_UPLOAD_MB} MB.`}>
        {(control) => <FileInput {...control} ref={fileRef} accept="application/pdf,.pdf" />}
      </Field>
      <FormField
        id={`${id}-title`}
        label="Title"
        hint="Leave empty to use the file name."
        value={title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <FolderSelect id={`${id}-folder`} room={room} value={folderId} onChange={setFolderId} />
      <Checkbox
        id={`${id}-downloads`}
        label="Downloads allowed"
        checked={allowDownload}
        onChange={(event) => setAllowDownload(event.target.checked)}
      />
      {upload.isError ? <p role="alert">{errorText(upload.error)}</p> : null}
      <Button type="submit" className="self-start" disabled={upload.isPending}>
        {upload.isPending ? 'Uploading…' : 'Upload PDF'}
      </Button>
    </form>
  );
}
