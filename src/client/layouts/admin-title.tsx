import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { ORGANISATION_NAME } from '../../domain/common/organisation.ts';
import { settingsQuery } from '../features/settings/api.ts';
import { BrandMark } from '../ui/brand-mark.tsx';

/**
 * The organisation's name as staff set it in Settings › Organisation, so the sidebar follows a
 * rename. Until the settings arrive (or if they cannot be read) the name the site started with
 * stands in: the title is never empty.
 */
function useOrganisationName(): string {
  const settings = useQuery(settingsQuery());
  return settings.data?.organisationName ?? ORGANISATION_NAME;
}

export interface AdminTitleProps {
  /** The phone bar leaves out the "Admin" line: the bar stays one line shorter. */
  isCompact?: boolean;
  className?: string;
}

/**
 * The title of the admin area: the logo and whose staff tools these are. Not "NDA Document
 * Manager": the same sidebar leads to the waiting list, the CRM and the learning platform.
 */
export function AdminTitle({ isCompact = false, className }: AdminTitleProps) {
  const name = useOrganisationName();
  return (
    <p className={clsx('flex items-center gap-3', className)}>
      <BrandMark className="text-[1.375rem]" />
      <span className="min-w-0">
        <span className="block leading-snug font-semibold wrap-anywhere text-ink">{name}</span>
        {isCompact ? null : <span className="block text-sm text-ink-muted">Admin</span>}
      </span>
    </p>
  );
}
