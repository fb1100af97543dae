import type { DocumentListItemDto } from '../../../domain/documents/dtos.ts';
import type { RowMenuAction } from '../../ui/data-table-row-actions.tsx';

/**
 * What a row action may do. Features other than documents add their abilities through the page
 * (routes/admin/documents.tsx), which is where features meet.
 */
export interface RowActionContext {
  openDetails: (document: DocumentListItemDto) => void;
  download: (document: DocumentListItemDto) => void;
  /**
   * Opens the Collaboration Center dialog; absent when the page has none. Focus goes back to
   * `returnFocusTo` (the menu button) when it closes.
   */
  openCollaboration?: (document: DocumentListItemDto, returnFocusTo: HTMLElement | null) => void;
}

export interface RowAction {
  id: string;
  label: string;
  /** Hidden for documents (or pages) it does not apply to; shown for all when absent. */
  isAvailable?: (document: DocumentListItemDto, context: RowActionContext) => boolean;
  /** `menuTrigger` is the row's "⋯" button, for dialogs to give focus back to. */
  onSelect: (
    document: DocumentListItemDto,
    context: RowActionContext,
    menuTrigger: HTMLElement | null,
  ) => void;
}

/**
 * The "⋯" menu ("More actions for <title>") of each All Documents row, in menu order. Only
 * actions that work are listed; there are no disabled placeholders. Sharing has a Share menu of
 * its own on each row, and a draft's Send stays in view.
 */
export const rowActions: readonly RowAction[] = [
  {
    id: 'download',
    label: 'Download',
    onSelect: (document, context) => context.download(document),
  },
  {
    id: 'open-details',
    label: 'Open details',
    onSelect: (document, context) => context.openDetails(document),
  },
  {
    id: 'collaboration-center',
    label: 'Collaboration Center',
    isAvailable: (_document, context) => context.openCollaboration !== undefined,
    onSelect: (document, context, menuTrigger) =>
      context.openCollaboration?.(document, menuTrigger),
  },
];

/** The menu of one row, for RowActions. */
export function menuActionsFor(
  document: DocumentListItemDto,
  context: RowActionContext,
): RowMenuAction[] {
  return rowActions
    .filter((action) => action.isAvailable?.(document, context) ?? true)
    .map((action) => ({
      id: action.id,
      label: action.label,
      onSelect: (menuTrigger) => action.onSelect(document, context, menuTrigger),
    }));
}
