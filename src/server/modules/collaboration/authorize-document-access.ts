import { hasPermission, missingPermissionMessage } from '../../../domain/auth/staff-roles.ts';
import type { AdminUser } from '../../../domain/auth/dtos.ts';
import { INVALID_SHARE_LINK_MESSAGE } from '../../../domain/sharing/schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { readBearerToken } from '../auth/session-token.ts';
import { findActiveSession } from '../auth/sessions.service.ts';
import { findUsableShareLink } from '../sharing/find-usable-share-link.ts';
import type { ShareLink } from '../sharing/public.ts';
import { admitLinkVisitor } from '../sharing/admit-link-visitor.ts';
import { readVisitorPass, type LinkVisitor } from '../sharing/visitor-passes.ts';

/** A link holder comes with who their pass says they are (ADR 049): nobody known on an open link. */
export type DocumentAccess =
  { kind: 'admin'; user: AdminUser } | { kind: 'link'; link: ShareLink; visitor: LinkVisitor };

type RequestHeaders = Record<string, string | string[] | undefined> & { authorization?: string };

export const OTHER_DOCUMENT_LINK_MESSAGE = 'This link belongs to a different document.';
const NO_ACCESS_MESSAGE = 'Sign in, or open this document through its share link.';

/**
 * Comments and activity are read and written by admins and by link holders alike, so their routes
 * are public to the guard and decide here: a share token that still works and belongs to this very
 * document, or a valid admin session. A request that carries a token acts as that link, even when
 * an admin is signed in on the same browser: the shared page sends its token, and a comment posted
 * there must carry the name typed into it. A protected link also asks for the device's pass
 * (x-visitor-pass), as the shared view does (admit-link-visitor.ts).
 */
export async function authorizeDocumentAccess(options: {
  request: { headers: RequestHeaders };
  deps: Pick<AppDeps, 'db' | 'clock'>;
  documentId: string;
  shareToken: string | undefined;
}): Promise<DocumentAccess> {
  const { db, clock } = options.deps;
  const now = clock.now();
  if (options.shareToken) {
    const link = await findUsableShareLink({ db, token: options.shareToken, now });
    if (!link) throw new AppError(401, INVALID_SHARE_LINK_MESSAGE);
    if (link.documentId !== options.documentId) {
      throw new AppError(403, OTHER_DOCUMENT_LINK_MESSAGE);
    }
    const visitor = await admitLinkVisitor({
      db,
      link,
      passToken: readVisitorPass(options.request.headers),
      authorization: options.request.headers.authorization,
      now,
    });
    return { kind: 'link', link, visitor };
  }
  const bearer = readBearerToken(options.request.headers.authorization);
  const session = bearer ? await findActiveSession({ db, token: bearer, now }) : null;
  if (!session) throw new AppError(401, NO_ACCESS_MESSAGE);
  // Staff read a document's comments and activity with the NDA manager's role, like its other routes.
  if (!hasPermission(session.user.roles, 'partnerships'))
    throw new AppError(403, missingPermissionMessage('partnerships'));
  return { kind: 'admin', user: session.user };
}
