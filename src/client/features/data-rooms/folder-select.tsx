import type { RoomDetailDto } from '../../../domain/data-rooms/dtos.ts';
import { Field } from '../../ui/form-field.tsx';
import { Select } from '../../ui/select.tsx';

/** Which of the room's folders a new document goes in; "" is no folder. */
export function FolderSelect({
  id,
  room,
  value,
  onChange,
}: {
  id: string;
  room: RoomDetailDto;
  value: string;
  onChange: (folderId: string) => void;
}) {
  return (
    <Field id={id} label="Folder">
      {(control) => (
        <Select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">No folder</option>
          {room.folders.map((folder) => (
            <option key={folder.id} value={folder.id}>
              {folder.name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
