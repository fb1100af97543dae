import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { TemplateDto } from '../../../domain/templates/dtos.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Field, FormField } from '../../ui/form-field.tsx';
import { Select } from '../../ui/select.tsx';
import { useCreateRoom } from './api.ts';
import { errorText } from './error-text.ts';

/** A room's name and the NDA template every invitee signs before it opens. */
export function CreateRoomForm() {
  const id = useId();
  const templates = useQuery<TemplateDto[]>({ queryKey: ['/api/templates'] });
  const create = useCreateRoom();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [templateId, setTemplateId] = useState('');
  const chosen =
    templateId || templates.data?.find((t) => t.isDefault)?.id || templates.data?.[0]?.id || '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, ndaTemplateId: chosen },
      { onSuccess: (room) => void navigate(`/admin/data-rooms/${room.id}`) },
    );
  };

  return (
    <Card className="p-4">
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <h2 className="text-lg font-semibold">New data room</h2>
        <FormField
          id={`${id}-name`}
          label="Room name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
        />
        <Field
          id={`${id}-template`}
          label="NDA to sign first"
          hint="Each invitee signs this template, made out to their organisation."
        >
          {(control) => (
            <Select
              {...control}
              value={chosen}
              onChange={(event) => setTemplateId(event.target.value)}
            >
              {(templates.data ?? []).map((template) => (
                <option key={template.id} value={template.id}>
                  {template.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {create.isError ? <p role="alert">{errorText(create.error)}</p> : null}
        <Button type="submit" className="self-start" disabled={create.isPending}>
          Create room
        </Button>
      </form>
    </Card>
  );
}
