import type { PartnerDetailDto, PartnerDto } from '../../../domain/partners/dtos.ts';
import type { NdaDocument } from '../documents/public.ts';
import type { Partner } from './partners.table.ts';

export const toPartnerDto = (row: Partner): PartnerDto => ({
  id: row.id,
  companyName: row.companyName,
  contactName: row.contactName,
  email: row.email,
  phone: row.phone,
  address: row.address,
  archivedAt: row.archivedAt ? row.archivedAt.toISOString() : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

type PartnerDocumentRow = Pick<
  NdaDocument,
  'id' | 'title' | 'status' | 'effectiveDate' | 'expirationDate' | 'duration'
>;

export const toPartnerDetailDto = (
  row: Partner,
  documents: PartnerDocumentRow[],
): PartnerDetailDto => ({
  ...toPartnerDto(row),
  documents: documents.map((document) => ({
    id: document.id,
    title: document.title,
    status: document.status,
    effectiveDate: document.effectiveDate,
    expirationDate: document.expirationDate,
    duration: document.duration,
  })),
});
