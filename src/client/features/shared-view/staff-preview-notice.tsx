import { useSharedViewCopy } from './shared-view-copy.tsx';

/**
 * Shown to a signed-in admin on their own share link: the server did not count this visit as the
 * partner's, and the admin should know the numbers on the page are the partner's.
 */
export function StaffPreviewNotice() {
  const { words } = useSharedViewCopy();
  return (
    <p className="rounded-md border-2 border-line-strong bg-muted p-4 text-ink">
      {words.STAFF_PREVIEW}
    </p>
  );
}
