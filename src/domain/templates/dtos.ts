import { z } from 'zod';
import { isoDateTime, uuid } from '../common/dto-fields.ts';

/** An NDA template as the API answers it (/api/templates). */
export const templateDto = z.object({
  id: uuid,
  name: z.string(),
  content: z.string(),
  isDefault: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type TemplateDto = z.infer<typeof templateDto>;
