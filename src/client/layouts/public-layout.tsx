import * as navigation from '../../domain/content/navigation.ts';
import * as shell from '../../domain/content/site-shell.ts';
import { PublicShell } from './public-shell.tsx';

const ENGLISH = { locale: 'en', navigation, shell } as const;

/** The English public pages. */
export default function PublicLayout() {
  return <PublicShell content={ENGLISH} />;
}
