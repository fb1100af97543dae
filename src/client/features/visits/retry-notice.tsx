import { Button } from '../../ui/button.tsx';

/**
 * The page's data did not arrive: said plainly in the page's language (ui/query-state.tsx speaks
 * English only), announced, with a way to ask again.
 */
export function RetryNotice(props: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div role="alert" className="grid justify-items-start gap-4">
      <p className="text-lg text-ink">{props.message}</p>
      <Button variant="secondary" className="min-h-11" onClick={props.onRetry}>
        {props.retryLabel}
      </Button>
    </div>
  );
}
