import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backupRunDto as backupRunAnswer, backupStatusDto } from '../../../domain/backups-dtos.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
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
};
