import { Link } from 'react-router';
import { pathInLocale } from '../../../domain/common/i18n.ts';
import { MANAGE_GIVING_PATH } from '../../../domain/giving/donor-portal.ts';
import { Button } from '../../ui/button.tsx';
import type { PortalCopy } from './portal-copy.ts';

/** An unknown, replaced or expired link: it says so, and leads to the form that mails a new one. */
export function LinkExpired({ copy }: { copy: PortalCopy }) {
  return (
    <>
      <h1 className="text-3xl leading-tight font-bold text-ink">{copy.expiredTitle}</h1>
      <p role="alert" className="mt-4 max-w-prose text-lg text-ink">
        {copy.expiredText}
      </p>
      <Button asChild className="mt-6 min-h-11">
        <Link to={pathInLocale(MANAGE_GIVING_PATH, copy.locale)}>{copy.askAgain}</Link>
      </Button>
    </>
  );
}
