import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../../../config.ts';
import type { Database, Transaction } from '../../../db/client.ts';
import { getOrganisationName } from '../../settings/settings.service.ts';
import { sealCertificates } from './seal-certificate.table.ts';
import type { SealCredentials } from '../../../credentials/seal-certificate-file.ts';
import { selfSignedSealCertificate } from './self-signed-certificate.ts';

const ROW_ID = 'organisation';

/**
 * The certificate that seals signed PDFs: ESIGN_CERT_P12 when set, otherwise the one kept in the
 * database, made on first use. Two instances making one at once both insert; the database keeps
 * the first and both read it back, so no PDF is ever sealed with a certificate that was not kept.
 */
export async function sealCredentials(options: {
  db: Database | Transaction;
  config: Pick<Config, 'esignSeal'>;
  now: Date;
}): Promise<SealCredentials> {
  const { db, config, now } = options;
  if (config.esignSeal) return config.esignSeal;
  const stored = await readStored(db);
  if (stored) return stored;
  const password = randomBytes(18).toString('base64url');
  const p12 = selfSignedSealCertificate({
    organisationName: await getOrganisationName(db),
    now,
    password,
  });
  await db
    .insert(sealCertificates)
    .values({ id: ROW_ID, p12, password, createdAt: now })
    .onConflictDoNothing();
  return (await readStored(db))!;
}

async function readStored(db: Database | Transaction): Promise<SealCredentials | undefined> {
  const [row] = await db
    .select({ p12: sealCertificates.p12, password: sealCertificates.password })
    .from(sealCertificates)
    .where(eq(sealCertificates.id, ROW_ID));
  return row;
}
