import { useState } from 'react';
import type { FormEvent } from 'react';
import { INVITATION_LINK_HOURS } from '../../../domain/auth/account-security.ts';
import { createAdminInput } from '../../../domain/settings/settings.ts';
import type { StaffRole } from '../../../domain/auth/staff-roles.ts';
import { readErrorStatus, readServerMessage } from '../../lib/api-error.ts';
import { describeFailure, useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../ui/dialog.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { toastDelivery } from '../../lib/delivery-toast.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useCreateAdmin } from './api.ts';
import { RoleFieldset } from './role-fieldset.tsx';

const TEXT_FIELDS = ['username', 'name', 'email', 'password'] as const;
type AdminField = (typeof TEXT_FIELDS)[number];
const ADMIN_FIELDS = [...TEXT_FIELDS, 'roles'] as const;

const FIELD_PROPS: Record<AdminField, { label: string; type?: string; hint?: string }> = {
  username: { label: 'Username', hint: 'Letters, digits, dots, dashes and underscores.' },
  name: { label: 'Full name' },
  email: { label: 'Email', type: 'email' },
  password: {
    label: 'Initial password (optional)',
    type: 'password',
    hint: 'Leave it empty to email an invitation: the new admin chooses their own password. Only for set-ups without mail: at least 12 characters, given in person or by phone.',
  },
};

/** Mounted only while the dialog is open, so every opening starts empty. */
function AddAdminForm({ onAdded }: { onAdded: () => void }) {
  const [values, setValues] = useState({ username: '', name: '', email: '', password: '' });
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const { errors, fieldId, validate, show, showServerErrors, summary } =
    useFormErrors(ADMIN_FIELDS);
  const createAdmin = useCreateAdmin();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = values.password === '' ? undefined : values.password;
    const input = validate(createAdminInput, { ...values, password, roles });
    if (!input) return;
    createAdmin.mutate(input, {
      onSuccess: (created) => {
        if (created.invitation)
          toastDelivery({
            title: 'Admin added',
            delivery: created.invitation,
            sentText: (to) =>
              `Invitation sent to ${to}. The link works for ${INVITATION_LINK_HOURS} hours.`,
            notMailedLead: 'The invitation was not emailed.',
          });
        else toast({ title: 'Admin added', description: `${created.name} can now sign in.` });
        onAdded();
      },
      onError: (error) => {
        // A taken username is a 409 whose message belongs beside the username field.
        const takenMessage = readErrorStatus(error) === 409 ? readServerMessage(error) : null;
        if (takenMessage) show({ username: takenMessage });
        else showServerErrors(error);
        toast({
          variant: 'destructive',
          title: 'Failed to add admin',
          description: describeFailure(error),
        });
      },
    });
  }

  return (
    <form noValidate className="grid gap-5" onSubmit={handleSubmit}>
      <ErrorSummary {...summary} />
      {TEXT_FIELDS.map((field) => (
        <FormField
          key={field}
          id={fieldId(field)}
          name={field}
          {...FIELD_PROPS[field]}
          // The details belong to someone else: the browser must not fill in the admin's own.
          autoComplete={field === 'password' ? 'new-password' : 'off'}
          spellCheck={field === 'name'}
          required={field !== 'password'}
          value={values[field]}
          error={errors[field]}
          onChange={(event) =>
            setValues((current) => ({ ...current, [field]: event.target.value }))
          }
        />
      ))}
      <RoleFieldset id={fieldId('roles')} value={roles} onChange={setRoles} error={errors.roles} />
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={createAdmin.isPending}>
          {createAdmin.isPending ? 'Adding...' : 'Add admin'}
        </Button>
      </div>
    </form>
  );
}

export function AddAdminDialog() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button>Add admin</Button>
      </DialogTrigger>
      <DialogContent
        title="Add admin"
        description="The new admin sees the pages their roles open. Without an initial password they get an email to choose one. Choose at least one role."
      >
        <AddAdminForm onAdded={() => setIsOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
