import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminUser } from '../../../domain/auth/dtos.ts';
import {
  UNKNOWN_TEMPLATE_MESSAGE,
  type createRoomInput,
} from '../../../domain/data-rooms/data-rooms.ts';
import type { RoomSummaryDto } from '../../../domain/data-rooms/dtos.ts';
import type { Database } from '../../db/client.ts';
import { fieldError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { ndaTemplates } from '../templates/public.ts';
import { dataRooms } from './data-rooms.table.ts';

/** POST /api/data-rooms: a new, empty room gated by the chosen NDA template. */
export async function createRoom(options: {
  db: Database;
  input: z.output<typeof createRoomInput>;
  admin: AdminUser;
  now: Date;
}): Promise<RoomSummaryDto> {
  const { db, input, admin, now } = options;
  return db.transaction(async (tx) => {
    const [template] = await tx
      .select({ name: ndaTemplates.name })
      .from(ndaTemplates)
      .where(eq(ndaTemplates.id, input.ndaTemplateId));
    if (!template) throw fieldError('ndaTemplateId', UNKNOWN_TEMPLATE_MESSAGE);
    const [room] = await tx
      .insert(dataRooms)
      .values({
        name: input.name,
        ndaTemplateId: input.ndaTemplateId,
        createdByUserId: admin.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordAudit({
      db: tx,
      actor: admin,
      action: 'create',
      entity: 'data_room',
      entityId: room!.id,
      details: { name: input.name, ndaTemplateId: input.ndaTemplateId },
      at: now,
    });
    return {
      id: room!.id,
      name: room!.name,
      ndaTemplateName: template.name,
      documents: 0,
      members: 0,
      createdAt: now.toISOString(),
      closedAt: null,
    };
  });
}
