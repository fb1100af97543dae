import { useState } from 'react';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { toast } from '../../ui/use-toast.ts';
import { useCreateShareLink } from './api.ts';
import { expiresAtFor } from '../../../domain/sharing/link-expiry.ts';
import { QUICK_SHARES, type QuickShareKind } from './share-options.ts';
import { useCopyLink } from './use-copy-link.ts';

const COPIED_DESCRIPTIONS: Record<QuickShareKind, string> = {
  view: 'A view-only link is on your clipboard.',
  edit: 'A link that allows editing is on your clipboard.',
  temporary: 'A view-only link that works for 7 days is on your clipboard.',
};

/**
 * One click, one new link on the clipboard (admin spec §2 "Quick-share options"). The quick-share
 * buttons send `permissions`, as the spec's screens do. When the browser refuses the clipboard,
 * `uncopiedUrl` holds the link so the screen can show it for copying by hand.
 */
export function useQuickShare(document: { id: string; title: string }) {
  const createLink = useCreateShareLink();
  const { copy, isCopied } = useCopyLink();
  const [pendingKind, setPendingKind] = useState<QuickShareKind | null>(null);
  const [uncopiedUrl, setUncopiedUrl] = useState<string | null>(null);

  function share(kind: QuickShareKind) {
    // Buttons stay enabled (a disabled button drops keyboard focus); a second click waits.
    if (createLink.isPending) return;
    const option = QUICK_SHARES.find((item) => item.kind === kind)!;
    setPendingKind(kind);
    createLink.mutate(
      {
        documentId: document.id,
        input: { permissions: option.accessLevel, expiresAt: expiresAtFor(option.expiry) },
      },
      {
        onSuccess: async (link) => {
          const copied = await copy(link.shareUrl);
          setUncopiedUrl(copied ? null : link.shareUrl);
          toast(
            copied
              ? { title: 'Link Copied!', description: COPIED_DESCRIPTIONS[kind] }
              : { title: 'Share link created', description: 'Copy the link from the field shown.' },
          );
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Failed to create share link',
            description: describeFailure(error),
          }),
        onSettled: () => setPendingKind(null),
      },
    );
  }

  return {
    share,
    pendingKind,
    isCopied,
    copy,
    uncopiedUrl,
    clearUncopied: () => setUncopiedUrl(null),
  };
}
