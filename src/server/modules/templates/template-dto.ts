import type { TemplateDto } from '../../../domain/templates/dtos.ts';
import type { NdaTemplate } from './templates.table.ts';

export const toTemplateDto = (row: NdaTemplate): TemplateDto => ({
  id: row.id,
  name: row.name,
  content: row.content,
  isDefault: row.isDefault,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
