import { useState } from 'react';
import type { FormEvent } from 'react';
import type { AdminAccountDto } from '../../../domain/settings/dtos.ts';
import { staffRolesSchema, type StaffRole } from '../../../domain/auth/staff-roles.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../ui/dialog.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useUpdateAdmin } from './api.ts';
import { RoleFieldset } from './role-fieldset.tsx';

/** Mounted only while the dialog is open, so every opening starts from the saved roles. */
function ChangeRolesForm({ account, onDone }: { account: AdminAccountDto; onDone: () => void }) {
  const [roles, setRoles] = useState<StaffRole[]>(account.roles);
  const [error, setError] = useState<string>();
  const updateAdmin = useUpdateAdmin();
  const fieldId = `roles-${account.id}`;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = staffRolesSchema.safeParse(roles);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      document.getElementById(fieldId)?.focus();
      return;
    }
    updateAdmin.mutate(
      { id: account.id, roles: parsed.data },
      {
        onSuccess: (saved) => {
          toast({
            title: 'Roles saved',
            description: `${saved.name} now has: ${saved.roles.join(', ')}. It applies from their next click.`,
          });
          onDone();
        },
        onError: (failure) =>
          toast({
            variant: 'destructive',
            title: 'Failed to save roles',
            description: describeFailure(failure),
          }),
      },
    );
  }

  return (
    <form noValidate className="grid gap-5" onSubmit={handleSubmit}>
      <RoleFieldset id={fieldId} value={roles} onChange={setRoles} error={error} />
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={updateAdmin.isPending}>
          {updateAdmin.isPending ? 'Saving...' : 'Save roles'}
        </Button>
      </div>
    </form>
  );
}

/** What one staff account may open, changed by an owner (ADR 017). */
export function ChangeRolesDialog({ account }: { account: AdminAccountDto }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          Change roles<span className="sr-only"> of {account.name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Roles of ${account.name}`}
        description="Choose at least one. The server checks the roles on every request."
      >
        <ChangeRolesForm account={account} onDone={() => setIsOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
