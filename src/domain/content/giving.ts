import { keepSchemaMessage } from './form-messages.ts';
import type { GiftFrequency, TributeKind } from '../giving/giving.ts';
import { pageTitle, type PageMeta } from './pages.ts';
import type { SiteLink } from './types.ts';

/**
 * The give page and the page after the card payment (ADR 026). Plain, literal words: one
 * idea per sentence, and every sentence says what happens, not what might. Amounts arrive
 * already written ("$50.00"), so each language only places them.
 */

export const GIVE_META: PageMeta = {
  path: '/give',
  title: pageTitle('Give to NovaLearn'),
  description:
    'Give to NovaLearn once or every month. Your gift pays for teachers, therapy support, calm classrooms and scholarships for neurodivergent learners.',
};

export const GIVE_INTRO = {
  title: 'Give to NovaLearn',
  lead: 'A gift helps neurodivergent children and students learn in a way that fits them. It pays for teachers, therapy support, calm classrooms and scholarships. You choose the amount. You can give once or every month.',
} as const;

/** Shown at the top when the donor came back from the payment page without paying. */
export const CANCELLED_NOTICE = 'You left the payment page. Nothing was charged.';

export const REQUIRED_NOTE =
  'Only the amount, your name and your email address are required. Everything else is optional.';

/** Labels and hints of the form; "(optional)" is part of the label, as people read it. */
export const GIFT_FORM = {
  amountLegend: 'Amount',
  customAmountLabel: 'Other amount in dollars',
  customAmountHint: 'For example 50 or 50.25.',
  frequencyLegend: 'How often',
  frequencyLabels: { 'one-time': 'One time', monthly: 'Monthly' },
  designationLabel: 'Where your gift goes (optional)',
  tributeLegend: 'Is this gift for someone? (optional)',
  tributeNone: 'No',
  tributeLabels: { honour: 'In honour of someone', memory: 'In memory of someone' },
  tributeNameLabels: {
    honour: 'Name of the person you honour',
    memory: 'Name of the person you remember',
  },
  tributeNameHint: 'We write this name on your receipt and in our thank-you email.',
  tributeNotifyLabel: 'Tell someone about this gift (optional)',
  tributeNotifyHint:
    'We send them one email saying you made this gift and for whom. We never tell them the amount.',
  tributeNotifyName: 'Their name',
  tributeNotifyEmail: 'Their email address',
  tributeNotifyLanguage: 'Write to them in',
  donorLegend: 'About you',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email address',
  emailHint: 'We send your receipt to this address.',
  addressLegend: 'Your address (optional)',
  addressHint: 'We print it on your receipt. You can leave it empty.',
  address: 'Street address',
  city: 'City',
  state: 'State',
  stateHint: 'Two letters, like TX.',
  zipCode: 'ZIP code',
  note: 'Note (optional)',
  noteHint: 'Anything you want us to know about your gift.',
  coverFeeHint: 'The card company keeps a small part of every payment.',
} as const satisfies {
  frequencyLabels: Record<GiftFrequency, string>;
  tributeLabels: Record<TributeKind, string>;
  tributeNameLabels: Record<TributeKind, string>;
  [key: string]: unknown;
};

/** Under the note: how much of its limit is used, updated as the donor types. */
export const noteCounter = (used: number, max: number) => `${used} of ${max} characters used`;

/** The cover-the-fee box, with the live numbers, or without them before an amount is chosen. */
export const coverFeeLabel = (fee: string | null, gift: string | null) =>
  fee && gift
    ? `Add ${fee} to cover the card fee, so the whole ${gift} reaches us`
    : 'Add the card fee, so the whole gift reaches us';

/**
 * In place of the form while this site takes no gifts online (no card payments, and no mailing
 * address for checks set yet): how to give instead.
 */
export const NO_ONLINE_GIVING = {
  title: 'Giving on this page is not open yet',
  body: (email: string) =>
    `This page cannot take gifts or pledges right now. To give, please write to ${email}. We will reply with how to give by check or bank transfer.`,
};

/** What happens after the button, said before it. */
export const CARD_NEXT_STEP = 'Next, you pay on the secure page of Stripe, our payment service.';
export const PLEDGE_NEXT_STEP =
  'We will email you instructions for sending your gift. Nothing is charged online.';

/**
 * The button says what it does: "Give $51.80 now", "Give $50.00 each month", "Pledge $50.00".
 * `amount` is null until an amount is chosen.
 */
export function submitLabel(isPledge: boolean, amount: string | null, frequency: GiftFrequency) {
  const monthly = frequency === 'monthly';
  if (isPledge) {
    const pledge = amount ? `Pledge ${amount}` : 'Pledge a gift';
    return monthly ? `${pledge} each month` : pledge;
  }
  const give = amount ? `Give ${amount}` : 'Give';
  return monthly ? `${give} each month` : `${give} now`;
}

export const SENDING_LABEL = 'Sending...';
export const REDIRECTING_LABEL = 'Opening the payment page...';

export const PLEDGE_CONFIRMATION = {
  title: 'Thank you for your pledge',
  nextSteps:
    'Nothing has been charged. When your gift arrives, we mark it received and email you a thank-you letter with your receipt.',
} as const;

export const ERROR_SUMMARY_TITLE = 'There is a problem';

/** The server could not be reached: nothing left the browser, so nothing happened. */
export const NETWORK_FAILURE =
  'We could not reach our server. Nothing was sent and nothing was charged. Please try again.';

/** A custom amount that is not dollars and cents ("fifty", "50.255"). */
export const AMOUNT_FORMAT_MESSAGE = 'Enter the amount in dollars, like 50 or 50.25';

/**
 * A refusal that belongs to no field (a rate limit, our own fault). English shows the server's
 * own sentence when it sent one.
 */
export function refusalMessage(status: number | null, serverMessage: string | null): string {
  if (serverMessage) return serverMessage;
  if (status === 429) return 'Too many gifts were started from this connection. Please try later.';
  return 'Something went wrong on our side. Nothing was charged. Please try again.';
}

/**
 * A field's validation message. English keeps the shared schema's (or the server's) message;
 * other languages write their own from the field and the kind of problem (zod's issue code).
 */
export const validationMessage = keepSchemaMessage;

/** The honeypot's label (people never see it; a screen reader might). */
export const HONEYPOT_LABEL = 'Leave this field empty';

// The page after the payment page ----------------------------------------------------------------

export const THANKS_META_TITLE = pageTitle('Your gift');

export const THANKS_PAGE = {
  title: 'Your gift',
  checking: 'Checking your gift...',
  receiptNote: 'We are emailing your receipt to you.',
  open: 'We are waiting for the payment service to confirm your gift. This page updates by itself.',
  stillOpen:
    'The payment service has not confirmed your gift yet. We will email your receipt when it does. You can close this page.',
  failed: 'Your payment did not go through. Nothing was charged.',
  expired: 'The payment page closed before the payment was made. Nothing was charged.',
  noSession: 'This address does not name a payment. To give, go to the give page.',
  unknownSession:
    'We cannot find this payment. If you paid, we will email your receipt. If not, nothing was charged.',
  checkFailed:
    'We cannot reach our server to check your gift right now. Please reload this page in a minute.',
  giveLink: { label: 'Go to the give page', to: '/give' } satisfies SiteLink,
} as const;

/** "Thank you. We received your gift of $50.00." (+ "each month" for a monthly gift). */
export const completedMessage = (amount: string, frequency: GiftFrequency) =>
  frequency === 'monthly'
    ? `Thank you. We received your gift of ${amount} each month.`
    : `Thank you. We received your gift of ${amount}.`;
