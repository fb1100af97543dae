import { apiClient } from './api.ts';

/**
 * A sent NDA with a comment link whose partner (Dr. Lee) has written `comment`: a conversation
 * waiting for a staff reply (ADR 029). Answers the path the partner's link opens.
 */
export async function partnerCommentWaiting(
  baseUrl: string,
  owner: ReturnType<typeof apiClient>,
  options: { title: string; stamp: string; comment: string },
): Promise<{ documentId: string; sharedPath: string }> {
  const document = await owner.post<{ id: string }>('/api/documents', {
    title: options.title,
    purpose: 'Sharing outcomes',
    partnerCompany: 'Gulf Coast Pediatrics',
    partnerContact: 'Dr. Lee',
    partnerEmail: `lee.${options.stamp}@example.org`,
    content: 'Each party keeps shared records confidential for [DURATION] months.',
  });
  await owner.post(`/api/documents/${document.id}/send`);
  const link = await owner.post<{ shareToken: string; shareUrl: string }>(
    `/api/documents/${document.id}/share`,
    { accessLevel: 'comment', expiresAt: null },
  );
  // The partner has no session: the link's token is what lets them write.
  await apiClient(baseUrl, {}).post(`/api/documents/${document.id}/comments`, {
    content: options.comment,
    authorName: 'Dr. Lee',
    shareToken: link.shareToken,
  });
  return { documentId: document.id, sharedPath: new URL(link.shareUrl).pathname };
}
