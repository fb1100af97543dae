import { eq } from 'drizzle-orm';
import type { DonationDto, DonationListPageDto } from '../src/domain/crm/gift-dtos.ts';
import type { GiftCheckoutStatusDto } from '../src/domain/giving/dtos.ts';
import type { GiftInput } from '../src/domain/giving/schemas.ts';
import { recurringGifts } from '../src/server/modules/giving/public.ts';
import { crmApi } from './crm-helpers.ts';
import {
  createStripeKeys,
  deliverByInject,
  startFakeStripe,
  stripeEnv,
  type FakeStripe,
} from './fake-stripe/stripe-test-kit.ts';
import { createTestClock } from '../src/server/clock.ts';
import { submitGift } from './giving-helpers.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from './test-app.ts';

export const PUBLIC_URL = 'https://novalearn.example';

/** The app with Stripe pointed at a fake Stripe server that delivers its webhooks by inject. */
export async function startCardGiving() {
  // The fake starts first (the app's config needs its address); its webhooks go to the app.
  const started: { app?: TestApp } = {};
  // One clock for both: Stripe checks a pause's resumes_at against its own time.
  const clock = createTestClock();
  const fake: FakeStripe = await startFakeStripe({
    ...createStripeKeys(),
    deliver: deliverByInject(() => started.app!.app),
    clock,
  });
  const app = await createTestApp(
    {
      ...stripeEnv(fake),
      // Mails are queued as "on their way" (no worker runs here): the letters can be read.
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PUBLIC_URL,
    },
    { clock },
  );
  started.app = app;
  const api = crmApi(app, (await signInAsNewAdmin(app)).headers);
  await api('PATCH', '/api/settings/fundraising', { ein: '12-3456789' });

  /** The form sent; answers the Checkout Session's id and its hosted page. */
  async function startCheckout(form: GiftInput) {
    const response = await submitGift(app, form);
    if (response.statusCode !== 201) throw new Error(`startCheckout: ${response.body}`);
    const { checkoutUrl } = response.json() as { checkoutUrl: string };
    const sessionId = new URL(checkoutUrl).pathname.split('/').pop()!;
    return { sessionId, checkoutUrl };
  }

  const checkoutStatus = async (sessionId: string) =>
    (
      await app.app.inject({ method: 'GET', url: `/api/giving/checkouts/${sessionId}` })
    ).json() as GiftCheckoutStatusDto;

  /** The donor's online gifts, newest first. */
  async function giftsOf(email: string): Promise<DonationDto[]> {
    const page = (
      await api('GET', '/api/donations?source=online&limit=200')
    ).json() as DonationListPageDto;
    const donors = new Map<string, string | null>();
    for (const gift of page.items) {
      if (!donors.has(gift.donorId)) {
        donors.set(gift.donorId, (await api('GET', `/api/donors/${gift.donorId}`)).json().email);
      }
    }
    return page.items.filter(
      (gift) => donors.get(gift.donorId)?.toLowerCase() === email.toLowerCase(),
    );
  }

  const plansOf = (subscriptionId: string) =>
    app.db.select().from(recurringGifts).where(eq(recurringGifts.subscriptionId, subscriptionId));

  return {
    t: app,
    fake,
    api,
    startCheckout,
    checkoutStatus,
    giftsOf,
    plansOf,
    async close() {
      await app.close();
      await fake.close();
    },
  };
}

export type CardGiving = Awaited<ReturnType<typeof startCardGiving>>;
