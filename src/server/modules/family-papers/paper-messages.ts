import * as en from '../../../domain/content/family-papers.ts';
import * as es from '../../../domain/content/es/family-papers.ts';
import type { FamilyPapersContent } from '../../../domain/content/modules.ts';
import type { Language } from '../../../domain/waiting-list/waiting-list.ts';

const COPY: Record<Language, FamilyPapersContent> = { en, es };

/**
 * The family's refusals in the language of their application: the status page shows the server's
 * message as it comes, so a Spanish family reads Spanish.
 */
export const paperMessagesFor = (language: Language) => COPY[language].PAPER_MESSAGES;

export type PaperMessages = ReturnType<typeof paperMessagesFor>;
