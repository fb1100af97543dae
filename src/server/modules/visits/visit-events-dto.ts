import type { VisitEventDto } from '../../../domain/visits/dtos.ts';
import type { VisitEvent } from './visits.table.ts';

/** An event as staff define it (GET and every write of /api/visit-events answer this). */
export const toVisitEventDto = (event: VisitEvent): VisitEventDto => ({
  id: event.id,
  slug: event.slug,
  kind: event.kind,
  titleEn: event.titleEn,
  titleEs: event.titleEs,
  descriptionEn: event.descriptionEn,
  descriptionEs: event.descriptionEs,
  format: event.format,
  location: event.location,
  meetingUrl: event.meetingUrl,
  recurrence: event.recurrence,
  startsOn: event.startsOn,
  endsOn: event.endsOn,
  localTime: event.localTime,
  durationMinutes: event.durationMinutes,
  capacity: event.capacity,
  cutoffMinutes: event.cutoffMinutes,
  languages: event.languages,
  isArchived: event.archivedAt !== null,
});
