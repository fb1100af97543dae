import { EyeIcon, EyeOffIcon } from '../../ui/icons.tsx';

export interface PasswordToggleProps {
  isVisible: boolean;
  onToggle: () => void;
  controls: string;
}

/**
 * A toggle button: the name stays "Show password" and aria-pressed says whether it is on, so a
 * screen reader hears "Show password, toggle button, pressed" once the password is visible.
 * The name is hidden text, not aria-label, so "find the field labelled Password" (Playwright's
 * getByLabel) still finds only the field.
 */
export function PasswordToggle({ isVisible, onToggle, controls }: PasswordToggleProps) {
  return (
    <button
      type="button"
      aria-pressed={isVisible}
      aria-controls={controls}
      onClick={onToggle}
      className="inline-flex size-10 items-center justify-center rounded-md text-ink-muted hover:bg-muted hover:text-ink aria-pressed:text-brand"
    >
      <span className="sr-only">Show password</span>
      {isVisible ? <EyeOffIcon /> : <EyeIcon />}
    </button>
  );
}
