import { saveReadingPreferencesToAccount } from './account-reading-preferences.ts';
import { ReadingPreferencesControl } from './reading-preferences-button.tsx';

/**
 * The control in the admin sidebar and phone drawer (the admin area is English): every change is
 * also kept on the signed-in account.
 */
export function AdminReadingPreferences({
  isIconOnly = false,
  className,
}: {
  isIconOnly?: boolean;
  className?: string;
}) {
  return (
    <ReadingPreferencesControl
      isIconOnly={isIconOnly}
      className={className}
      onChange={saveReadingPreferencesToAccount}
    />
  );
}
