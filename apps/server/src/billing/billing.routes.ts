import {
  activationRequest,
  billingConfig,
  cardTokenResponse,
  sandboxCardRequest,
  subscriptionDetail,
  subscriptionRequest,
} from '@fieldbook/contract';
import { ANALYTICS_PRICE_PER_MEMBER_PER_YEAR } from '@fieldbook/domain';
import { z } from 'zod';
import { callerOf, requirePermission } from '../http/authenticate.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import type { Api, AppContext } from '../http/types.ts';
import { createPaymentProvider } from './payment-config.ts';
import { type PaymentProvider, PaymentRefusedError } from './payment-provider.ts';
import { makeSandboxCardToken } from './sandbox-provider.ts';
import { createSubscriptionsService } from './subscriptions.service.ts';

/**
 * Plans and payment under /api/billing (accounts.md §2.5, §2.6, §7). Reading subscriptions needs
 * agency.subscriptions.read; buying, upgrading and activating need agency.billing.manage.
 */
export function registerBillingRoutes(
  api: Api,
  { db, config, authenticate }: AppContext,
  provider: PaymentProvider = createPaymentProvider(process.env, config.publicUrl),
): void {
  const service = createSubscriptionsService(db, provider, config.publicUrl);
  const tags = ['billing'];

  api.get('/billing/config', { preHandler: authenticate, schema: { tags, response: { 200: billingConfig } } }, (request) => {
    callerOf(request);
    return {
      provider: provider.name,
      publishable_key: provider.publishableKey,
      analytics_price_per_member_per_year: ANALYTICS_PRICE_PER_MEMBER_PER_YEAR,
    };
  });

  api.get(
    '/billing/subscriptions',
    { preHandler: authenticate, schema: { tags, response: { 200: z.array(subscriptionDetail) } } },
    (request) => service.list(requirePermission(request, 'agency.subscriptions.read')),
  );

  api.post(
    '/billing/subscriptions',
    { preHandler: authenticate, schema: { tags, body: subscriptionRequest, response: { 201: subscriptionDetail } } },
    async (request, reply) => reply.code(201).send(await service.create(requirePermission(request, 'agency.billing.manage'), request.body)),
  );

  api.post(
    '/billing/subscriptions/upgrade',
    { preHandler: authenticate, schema: { tags, body: subscriptionRequest, response: { 200: subscriptionDetail } } },
    (request) => service.upgrade(requirePermission(request, 'agency.billing.manage'), request.body),
  );

  api.post(
    '/billing/subscriptions/activate',
    { preHandler: authenticate, schema: { tags, body: activationRequest, response: { 200: subscriptionDetail } } },
    (request) => service.activate(requirePermission(request, 'agency.billing.manage'), request.body),
  );

  if (provider.name === 'sandbox') registerSandboxRoutes(api, authenticate);
}

/** The sandbox's stand-ins for the card processor's pages: card tokenisation and the debit set-up page. */
function registerSandboxRoutes(api: Api, authenticate: AppContext['authenticate']): void {
  const tags = ['billing'];
  api.post(
    '/billing/sandbox/card-tokens',
    { preHandler: authenticate, schema: { tags, body: sandboxCardRequest, response: { 201: cardTokenResponse } } },
    async (request, reply) => {
      requirePermission(request, 'agency.billing.manage');
      try {
        return reply.code(201).send({ token: makeSandboxCardToken(request.body) });
      } catch (error) {
        if (error instanceof PaymentRefusedError) throw badRequest(error.code);
        throw error;
      }
    },
  );

  api.get(
    '/billing/sandbox/payment-setup/:session',
    { schema: { tags, hide: true, params: z.object({ session: z.string().max(100) }) } },
    (request, reply) => {
      if (!/^seti_sandbox_[0-9a-f]{24}$/.test(request.params.session)) throw notFound();
      return reply.type('text/html; charset=utf-8').send(SANDBOX_SETUP_PAGE);
    },
  );
}

const SANDBOX_SETUP_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Payment set-up (sandbox)</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<h1>Payment set-up (sandbox)</h1>
<p>This server uses the sandbox payment provider, so no bank account is set up and no money moves.
With Stripe, this is Stripe's page where the agency connects its US bank account for debit.</p>
<p><a href="/app">Back to Fieldbook</a></p>
</body></html>`;
