import type { z } from 'zod';
import type { AdminUser } from '../../../domain/auth/dtos.ts';
import {
  EDITING_NOT_ALLOWED_MESSAGE,
  type updateContentInput,
} from '../../../domain/sharing/schemas.ts';
import type { DocumentVersionDto } from '../../../domain/collaboration/dtos.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { fieldError } from '../../http/app-error.ts';
import { admitLinkVisitor } from '../sharing/admit-link-visitor.ts';
import { requireUsableShareLink } from '../sharing/find-usable-share-link.ts';
import { toDocumentVersionDto } from './collaboration-dto.ts';
import { NAME_REQUIRED_MESSAGE } from './comments.service.ts';
import { limitPublicRequest } from '../rate-limits/rate-limits.service.ts';
import { SHARE_LINK_WRITES } from '../rate-limits/public-rate-limits.ts';
import type { VisitorInfo } from './record-activity.ts';
import { saveContentVersion } from './save-content-version.ts';

type ContentData = z.output<typeof updateContentInput>;

/** PUT /api/documents/:id/content: an admin's edit, saved under their name and audited. */
export async function updateContentAsAdmin(options: {
  db: Database;
  documentId: string;
  input: ContentData;
  admin: AdminUser;
  now: Date;
}): Promise<DocumentVersionDto> {
  const { admin } = options;
  const version = await saveContentVersion({
    db: options.db,
    documentId: options.documentId,
    content: options.input.content,
    author: { name: admin.name, email: admin.email, userId: admin.id, source: 'admin' },
    now: options.now,
    auditActor: admin,
  });
  return toDocumentVersionDto(version, 'admin');
}

/**
 * PUT /api/shared/:token/content: "Edit also allows recipients to edit" (admin spec §6). Only edit
 * links may save, under the name the recipient gives, with the address a protected link's visitor
 * proved (ADR 049) over any they typed.
 */
export async function updateContentByLink(options: {
  db: Database;
  token: string;
  input: ContentData;
  now: Date;
  visitor: VisitorInfo;
  passToken: string | undefined;
  authorization: string | undefined;
}): Promise<DocumentVersionDto> {
  const { db, input, now } = options;
  const link = await requireUsableShareLink({ db, token: options.token, now });
  const admitted = await admitLinkVisitor({
    db,
    link,
    passToken: options.passToken,
    authorization: options.authorization,
    now,
  });
  const visitor = { ...options.visitor, email: admitted.email, passId: admitted.pass?.id ?? null };
  if (link.accessLevel !== 'edit') throw new AppError(403, EDITING_NOT_ALLOWED_MESSAGE);
  if (!input.authorName) throw fieldError('authorName', NAME_REQUIRED_MESSAGE);
  await limitPublicRequest(SHARE_LINK_WRITES, {
    db,
    key: `${link.id}:${visitor.ipAddress}`,
    now,
  });
  const version = await saveContentVersion({
    db,
    documentId: link.documentId,
    content: input.content,
    author: {
      name: input.authorName,
      email: admitted.email ?? input.authorEmail,
      userId: null,
      source: 'share-link',
    },
    now,
    shareToken: link.shareToken,
    visitor,
  });
  return toDocumentVersionDto(version, 'link');
}
