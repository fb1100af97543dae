import { and, eq } from 'drizzle-orm';
import type { PdfSealDto, SignedPdfVerificationDto } from '../../../domain/esign/dtos.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { untrustedTask } from '../../untrusted-work/untrusted-task.ts';
import type { UntrustedWorkPool } from '../../untrusted-work/untrusted-work-pool.ts';
import { signatureDocuments, signatureRequests } from './esign.table.ts';
import type readSealTask from './seal/read-seal.task.ts';
import { sealCertificateOf } from '../../credentials/seal-certificate-file.ts';
import { sealCredentials } from './seal/seal-credentials.ts';
import { listRecipients, signersOf } from './signature-recipients.ts';
import { readSentAgreement } from './signature-requests.ts';
import { sha256Hex } from './sha256.ts';

export const NOT_A_PDF_MESSAGE =
  'This file is not a PDF. Upload the signed agreement exactly as it was downloaded (.pdf).';

const READ_SEAL = untrustedTask<typeof readSealTask>(
  import.meta.url,
  './seal/read-seal.task',
  (passed) =>
    new AppError(
      422,
      `This PDF needs ${passed} to check, far more than a signed agreement does. It was not checked.`,
    ),
);

/** PDF readers accept the "%PDF-" header anywhere in the first 1024 bytes (PDF 1.7, annex H). */
const looksLikePdf = (data: Uint8Array) =>
  Buffer.from(data.subarray(0, 1024)).includes('%PDF-', 0, 'latin1');

type VerifyOptions = {
  db: Database;
  config: Pick<Config, 'esignSeal'>;
  data: Uint8Array;
  now: Date;
  untrustedWork: UntrustedWorkPool;
};

/**
 * POST /api/esign/verify: a PDF matches only if its bytes are exactly those of a signed copy we
 * stored; one changed byte changes the SHA-256, so any edit, however small, is a mismatch. The
 * seal is read as a PDF reader reads it, so a copy we never stored (a DocuSign download, another
 * instance's database) is still checked; it is read in the untrusted-work pool (ADR 030).
 */
export async function verifySignedPdf(options: VerifyOptions): Promise<SignedPdfVerificationDto> {
  if (!looksLikePdf(options.data)) throw new AppError(415, NOT_A_PDF_MESSAGE);
  const seal = await checkSeal(options);
  return { ...(await findStoredCopy(options)), seal };
}

async function checkSeal(options: VerifyOptions): Promise<PdfSealDto> {
  const found = await options.untrustedWork.run(READ_SEAL, options.data);
  if (!found.present) return found;
  const { certificate, ...seal } = found;
  const ours = sealCertificateOf(await sealCredentials(options));
  return { ...seal, ours: certificate === ours };
}

const requestFacts = {
  id: signatureRequests.id,
  documentId: signatureRequests.documentId,
  entryId: signatureRequests.entryId,
  completedAt: signatureRequests.completedAt,
};

/**
 * The completed envelope whose sealed copy has these bytes: the agreement's own PDF, or one of
 * the partner PDFs sent with it (ADR 050), with the title of that document.
 */
async function findCompletedEnvelope(db: Database, hash: string) {
  const completed = eq(signatureRequests.status, 'completed');
  const [agreement] = await db
    .select(requestFacts)
    .from(signatureRequests)
    .where(and(eq(signatureRequests.signedPdfHash, hash), completed))
    .limit(1);
  if (agreement) return { ...agreement, title: null };
  const [document] = await db
    .select({ ...requestFacts, title: signatureDocuments.title })
    .from(signatureDocuments)
    .innerJoin(signatureRequests, eq(signatureRequests.id, signatureDocuments.requestId))
    .where(and(eq(signatureDocuments.signedPdfHash, hash), completed))
    .limit(1);
  return document ?? null;
}

async function findStoredCopy(options: { db: Database; data: Uint8Array }) {
  const match = await findCompletedEnvelope(options.db, sha256Hex(options.data));
  if (!match?.completedAt) return { matches: false as const };
  const completedAt = match.completedAt;
  return {
    matches: true as const,
    documentId: match.documentId,
    entryId: match.entryId,
    // As it was signed: the NDA may have been renamed since.
    title: match.title ?? (await readSentAgreement(options.db, match.id)).title,
    completedAt: completedAt.toISOString(),
    // The name as each signer wrote it; DocuSign's own signing leaves the addressee's name.
    signers: signersOf(await listRecipients(options.db, match.id)).map((signer) => ({
      name: signer.signatureName ?? signer.name,
      signedAt: (signer.signedAt ?? completedAt).toISOString(),
    })),
  };
}
