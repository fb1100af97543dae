import { Fragment } from 'react';
import { Link } from 'react-router';
import { LOCALES } from '../../../domain/common/i18n.ts';
import { buttonClassName } from '../../ui/button-styles.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { SIGNING_COPY, type SigningCopy } from './signing-copy.ts';
import { explainFailure } from './signing-labels.ts';

/**
 * Until the agreement arrives, the page does not know the signer's language (the link is the same
 * in both): these few words come in English and in Spanish, each marked with its language.
 */

/** One line per language, English first. */
function InBothLanguages({ text }: { text: (copy: SigningCopy) => string }) {
  return LOCALES.map((language) => (
    <span key={language} lang={language} className="block">
      {text(SIGNING_COPY[language])}
    </span>
  ));
}

/** The shape of the page to come, so nothing jumps when the agreement arrives. */
export function SigningLoading() {
  return (
    <div className="grid gap-8" aria-busy="true">
      <div className="grid gap-3">
        <h1 className="sr-only">
          <InBothLanguages text={(copy) => copy.PAGE_TITLE} />
        </h1>
        <p role="status" className="text-ink-muted">
          <InBothLanguages text={(copy) => copy.LOADING} />
        </p>
        <Skeleton className="h-9 w-2/3" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
      <Card className="grid gap-3">
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-5/6" />
      </Card>
    </div>
  );
}

/** 404: the token matches no request (mistyped, or cut off by the mail program). */
export function UnknownSigningLink() {
  return (
    <Card className="mx-auto mt-8 grid max-w-lg gap-6">
      <h1 className="text-2xl font-semibold text-ink">
        <InBothLanguages text={(copy) => copy.UNKNOWN_LINK.heading} />
      </h1>
      {LOCALES.map((language) => {
        const { text, home } = SIGNING_COPY[language].UNKNOWN_LINK;
        return (
          <div key={language} lang={language} className="grid gap-3">
            <p className="text-ink">{text}</p>
            <Link to={home.to} className={buttonClassName('secondary', 'w-fit')}>
              {home.label}
            </Link>
          </div>
        );
      })}
    </Card>
  );
}

/** Any other failed load (no connection, too many requests, our fault): say so, offer a retry. */
export function SigningLoadError({
  error,
  isRetrying,
  onRetry,
}: {
  error: unknown;
  isRetrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Card className="mx-auto mt-8 grid max-w-lg gap-4">
      <h1 className="text-2xl font-semibold text-ink">
        <InBothLanguages text={(copy) => copy.LOAD_ERROR.heading} />
      </h1>
      {LOCALES.map((language) => (
        <p key={language} lang={language} className="text-ink">
          {explainFailure(error, language, SIGNING_COPY[language].LOAD_ERROR.ourFault)}
        </p>
      ))}
      <Button className="w-fit" onClick={onRetry} disabled={isRetrying}>
        {LOCALES.map((language, index) => (
          <Fragment key={language}>
            {index > 0 ? ' / ' : null}
            <span lang={language}>
              {isRetrying
                ? SIGNING_COPY[language].LOAD_ERROR.retrying
                : SIGNING_COPY[language].LOAD_ERROR.retry}
            </span>
          </Fragment>
        ))}
      </Button>
    </Card>
  );
}
