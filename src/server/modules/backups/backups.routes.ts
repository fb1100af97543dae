import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  backupDownloadLinkDto,
  backupRunDto as backupRunAnswer,
  backupStatusDto,
  createBackupDownloadInput,
} from '../../../domain/backups/dtos.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { requireAdmin } from '../../http/auth-guard.ts';
import { fileAnswer } from '../../http/response-schemas.ts';
import { createBackupDownload } from './create-backup-download.ts';
import { takeBackupDownload } from './take-backup-download.ts';
import { backupRunDto, readBackupStatus } from './backup-status.ts';
import { makeBackup } from './make-backup.ts';

/** Settings › Backups: when the last backup succeeded, the files kept, and "Back up now". */
export const backupsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, config, clock } = deps;

  app.get(
    '/api/settings/backups',
    {
      config: { permission: 'owner' },
      schema: {
        description: 'Where backups go, the last one that succeeded, and the files kept.',
        response: { 200: backupStatusDto },
      },
    },
    () => readBackupStatus({ db, config }),
  );

  app.post(
    '/api/settings/backups',
    {
      config: { permission: 'owner' },
      schema: {
        description:
          'Makes a backup now, into the same folder as the nightly ones; 201 with the backup, ' +
          '500 with the reason when it could not be written.',
        response: { 201: backupRunAnswer },
      },
    },
    async (request, reply) => {
      const run = await makeBackup({
        db,
        config,
        now: clock.now(),
        log: request.log,
        kind: 'manual',
      });
      if (run?.status !== 'succeeded') {
        throw new AppError(
          500,
          `The backup could not be written: ${run?.error ?? 'unknown reason'}. Nothing else was changed.`,
        );
      }
      return reply.status(201).send(backupRunDto(run));
    },
  );

  app.post(
    '/api/settings/backups/download-links',
    {
      config: { permission: 'owner' },
      schema: {
        description:
          'After the password (or an authenticator code) and a check of the whole file, a link ' +
          'that downloads this backup once, within a few minutes (ADR 038).',
        body: createBackupDownloadInput,
        response: { 201: backupDownloadLinkDto },
      },
    },
    async (request, reply) => {
      const link = await createBackupDownload({
        db,
        config,
        session: requireAdmin(request),
        input: request.body,
        now: clock.now(),
      });
      return reply.status(201).send(link);
    },
  );

  // Public: the browser fetches the file by navigation, which carries no bearer token. The
  // one-time key in the address, made for the owner a moment ago, is the credential.
  app.get(
    '/api/backup-downloads/:token',
    {
      config: { public: true },
      exposeHeadRoute: false,
      schema: {
        params: z.object({ token: z.string().min(1).max(200) }),
        description: 'The backup file a one-time link was made for; 410 once used or ended.',
        response: { 200: fileAnswer('application/gzip', 'The backup file (gzip)') },
      },
    },
    async (request, reply) => {
      const download = await takeBackupDownload({
        db,
        config,
        token: request.params.token,
        now: clock.now(),
      });
      return (
        reply
          .header('content-type', 'application/gzip')
          .header('content-length', String(download.bytes))
          .header('content-disposition', `attachment; filename="${download.fileName}"`)
          .header('cache-control', 'no-store')
          // A stream, so a large backup never sits in memory; the schema's "string" types the
          // binary answer, which Fastify sends as it comes without serializing it.
          .send(download.handle.createReadStream() as unknown as string)
      );
    },
  );
};
