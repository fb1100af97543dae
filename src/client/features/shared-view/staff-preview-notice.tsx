/**
 * Shown to a signed-in admin on their own share link: the server did not count this visit as the
 * partner's, and the admin should know the numbers on the page are the partner's.
 */
export function StaffPreviewNotice() {
  return (
    <p className="rounded-md border-2 border-line-strong bg-muted p-4 text-ink">
      You are signed in as staff, so this visit does not count as the partner viewing the NDA: the
      view count, the status and the activity stay as they were.
    </p>
  );
}
