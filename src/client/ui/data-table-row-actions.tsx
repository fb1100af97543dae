import { clsx } from 'clsx';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx';

export interface RowMenuAction {
  id: string;
  label: string;
  /** `menuTrigger` is the "⋯" button, for a dialog the action opens to give focus back to. */
  onSelect: (menuTrigger: HTMLButtonElement | null) => void;
  disabled?: boolean;
}

export interface RowActionsMenuProps {
  /** The row's name: the button reads "More actions for <rowName>". */
  rowName: string;
  actions: readonly RowMenuAction[];
  /** Called with the "⋯" button as it mounts and unmounts (null), e.g. to focus it later. */
  triggerRef?: (button: HTMLButtonElement | null) => void;
}

function MoreIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="size-5">
      <circle cx="5" cy="12" r="2" fill="currentColor" />
      <circle cx="12" cy="12" r="2" fill="currentColor" />
      <circle cx="19" cy="12" r="2" fill="currentColor" />
    </svg>
  );
}

/** A row's secondary actions behind one "⋯" button (a Radix menu: arrow keys, Escape, typeahead). */
export function RowActionsMenu({ rowName, actions, triggerRef }: RowActionsMenuProps) {
  const ownRef = useRef<HTMLButtonElement>(null);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        ref={(button) => {
          ownRef.current = button;
          triggerRef?.(button);
        }}
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-md border border-line-strong bg-surface text-ink hover:bg-muted"
      >
        <MoreIcon />
        <span className="sr-only">More actions for {rowName}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {actions.map((action) => (
          <DropdownMenuItem
            key={action.id}
            disabled={action.disabled}
            onSelect={() => action.onSelect(ownRef.current)}
          >
            {action.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export interface RowActionsProps extends Partial<RowActionsMenuProps> {
  /** The row's primary action (and any control the spec keeps in view), before the menu. */
  children?: ReactNode;
  className?: string;
}

/**
 * The actions cell of a row: the primary action in view, the rest in the "⋯" menu, on one line
 * so a row stays one line tall. Without `actions` (or with none) there is no menu.
 */
export function RowActions({ children, rowName, actions, triggerRef, className }: RowActionsProps) {
  return (
    <div
      className={clsx(
        'flex flex-wrap items-center justify-end gap-2 @min-[40rem]/dt:flex-nowrap @max-[40rem]/dt:justify-start',
        className,
      )}
    >
      {children}
      {rowName && actions && actions.length > 0 ? (
        <RowActionsMenu rowName={rowName} actions={actions} triggerRef={triggerRef} />
      ) : null}
    </div>
  );
}
