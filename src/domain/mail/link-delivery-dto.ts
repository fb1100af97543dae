import { z } from 'zod';

/**
 * What became of a mail that carries a link, as the answer tells the admin. `queued`: a mail
 * server is set up and the message waits in the outbox, where the delivery worker picks it up
 * within moments (a failure shows in Settings › Outbox). `no-mail-server`: SMTP_URL is not set, so
 * the message is only kept in the outbox and the admin has to pass the link on.
 */
export const linkDelivery = z.object({
  status: z.enum(['queued', 'no-mail-server']),
  to: z.string(),
  link: z.string(),
});
export type LinkDelivery = z.infer<typeof linkDelivery>;
