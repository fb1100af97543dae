// What other features may join or reference of documents' tables (ADR 044): the NDA row, which
// sharing, collaboration, esign and partners join or point at by foreign key, and the counts the
// dashboard reads. Everything else is reached through this module's functions.
export {
  ndaDocuments,
  ndaDocumentStatusCounts,
  partnerDocumentTerms,
  type NdaDocument,
} from './documents.table.ts';
