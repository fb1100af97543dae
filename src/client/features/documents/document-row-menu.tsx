import { useRef } from 'react';
import type { DocumentListItemDto } from '../../../domain/document-schemas.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu.tsx';
import { rowActions, type RowActionContext } from './document-row-actions.ts';

export interface DocumentRowMenuProps {
  document: DocumentListItemDto;
  context: RowActionContext;
}

/** The "More actions" menu of one row; its items come from `rowActions`. */
export function DocumentRowMenu({ document, context }: DocumentRowMenuProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const actions = rowActions.filter((action) => action.isAvailable?.(document, context) ?? true);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        ref={triggerRef}
        className="inline-flex min-h-10 items-center justify-center gap-1 rounded-md border border-line-strong bg-surface px-2 text-base font-medium text-ink hover:bg-muted"
      >
        More actions<span className="sr-only"> for {document.title}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {actions.map((action) => (
          <DropdownMenuItem
            key={action.id}
            onSelect={() => action.onSelect(document, context, triggerRef.current)}
          >
            {action.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
