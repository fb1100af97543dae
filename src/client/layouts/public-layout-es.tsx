import * as navigation from '../../domain/content/es/navigation.ts';
import * as shell from '../../domain/content/es/site-shell.ts';
import { PublicShell } from './public-shell.tsx';

const SPANISH = { locale: 'es', navigation, shell } as const;

/** The Spanish public pages, under /es (ADR 012). */
export default function PublicLayoutSpanish() {
  return <PublicShell content={SPANISH} />;
}
