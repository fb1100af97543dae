import type { apiClient } from './api.ts';
import { mailsTo } from './outbox.ts';

/**
 * A donor's unsubscribe link (ADR 051), made as donors get it: a new donor in a narrow segment
 * and a campaign sent to that segment; the token is read from the mail's footer.
 */
export async function unsubscribeToken(
  api: ReturnType<typeof apiClient>,
  stamp: string,
): Promise<string> {
  const email = `layout.unsubscribe.${stamp}@example.org`;
  await api.post('/api/donors', {
    firstName: 'Rowan',
    lastName: `Layout ${stamp}`,
    email,
    donorType: 'government',
    interests: ['research'],
  });
  const draft = await api.post<{ id: string }>('/api/email-campaigns', {
    name: `Layout news ${stamp}`,
    subject: `Layout news ${stamp}`,
    content: 'Thank you for your support this year.',
    segment: { types: ['government'], interests: ['research'] },
  });
  await api.post(`/api/email-campaigns/${draft.id}/send`);
  const [mail] = await mailsTo(api, email);
  const token = /\/unsubscribe\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`No /unsubscribe/ link mailed to ${email}`);
  return token;
}
