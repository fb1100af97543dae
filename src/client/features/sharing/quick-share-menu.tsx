import { useRef, useState } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu.tsx';
import { ManualCopyDialog } from './manual-copy-dialog.tsx';
import { ShareDialog } from './share-dialog.tsx';
import { QUICK_SHARES } from './share-options.ts';
import { useQuickShare } from './use-quick-share.ts';

export interface QuickShareMenuProps {
  document: { id: string; title: string };
  className?: string;
}

/**
 * The Share menu of one document (admin spec §2): three one-click links, and "Advanced Sharing"
 * for the share dialog. The dialogs live here, beside the button focus returns to.
 */
export function QuickShareMenu({ document, className }: QuickShareMenuProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const { share, pendingKind, isCopied, copy, uncopiedUrl, clearUncopied } =
    useQuickShare(document);

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          ref={triggerRef}
          aria-busy={pendingKind !== null}
          className={
            className ??
            'inline-flex min-h-10 items-center justify-center gap-1 rounded-md border border-line-strong bg-surface px-3 text-base font-medium text-ink hover:bg-muted'
          }
        >
          {pendingKind ? 'Sharing...' : 'Share'}
          <span className="sr-only"> {document.title}</span>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {QUICK_SHARES.map((option) => (
            <DropdownMenuItem
              key={option.kind}
              disabled={pendingKind !== null}
              onSelect={() => share(option.kind)}
            >
              {option.label}
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setIsDialogOpen(true)}>
            Advanced Sharing
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ShareDialog
        document={document}
        open={isDialogOpen}
        onOpenChange={setIsDialogOpen}
        returnFocusTo={triggerRef}
      />
      <ManualCopyDialog
        url={uncopiedUrl}
        onClose={clearUncopied}
        isCopied={isCopied}
        onCopy={(url) => void copy(url)}
        returnFocusTo={triggerRef}
      />
    </>
  );
}
