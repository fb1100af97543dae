import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { DocumentDto } from '../../../domain/documents/dtos.ts';
import { apiRequest } from '../../lib/api-request.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { toast } from '../../ui/use-toast.ts';
import { DOCUMENTS_URL, invalidateDocumentQueries } from './api.ts';

function useDeleteDraft(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<void> => {
      await apiRequest('DELETE', `${DOCUMENTS_URL}/${id}`);
    },
    // Not awaited: the page is left at once, before its own refetch could show "not found".
    onSuccess: () => {
      void invalidateDocumentQueries(queryClient);
    },
  });
}

/**
 * Deletes a draft, after asking. Only drafts: the server answers 409 for anything
 * that went out, and that message stays in the dialog.
 */
export function DeleteDraftDialog({ document }: { document: Pick<DocumentDto, 'id' | 'title'> }) {
  const [isOpen, setIsOpen] = useState(false);
  const deleteDraft = useDeleteDraft(document.id);
  const navigate = useNavigate();

  function handleOpenChange(open: boolean) {
    setIsOpen(open);
    if (!open) deleteDraft.reset();
  }

  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={handleOpenChange}
      trigger={<Button variant="destructive">Delete draft</Button>}
      title="Delete this draft?"
      description={`"${document.title}" will be deleted with its share links, comments and versions. This cannot be undone.`}
      confirmLabel="Delete draft"
      pendingLabel="Deleting..."
      isPending={deleteDraft.isPending}
      error={deleteDraft.error ? describeFailure(deleteDraft.error) : null}
      onConfirm={() =>
        deleteDraft.mutate(undefined, {
          onSuccess: () => {
            toast({ title: 'Draft deleted', description: `"${document.title}" was deleted.` });
            setIsOpen(false);
            void navigate('/admin/documents');
          },
        })
      }
    />
  );
}
