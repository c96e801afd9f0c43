import {
  activationRequest,
  billingConfig,
  cardTokenResponse,
  purchaseQuote,
  purchaseQuoteQuery,
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
import { createSubscriptionsService, type SubscriptionsService } from './subscriptions.service.ts';

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

  api.get('/billing/config', { preValidation: authenticate, schema: { tags, response: { 200: billingConfig } } }, (request) => {
    callerOf(request);
    return {
      provider: provider.name,
      publishable_key: provider.publishableKey,
      analytics_price_per_member_per_year: ANALYTICS_PRICE_PER_MEMBER_PER_YEAR,
    };
  });

  api.get(
    '/billing/subscriptions',
    { preValidation: authenticate, schema: { tags, response: { 200: z.array(subscriptionDetail) } } },
    (request) => service.list(requirePermission(request, 'agency.subscriptions.read')),
  );

  api.get(
    '/billing/quote',
    { preValidation: authenticate, schema: { tags, querystring: purchaseQuoteQuery, response: { 200: purchaseQuote } } },
    (request) => service.quote(requirePermission(request, 'agency.billing.manage'), request.query),
  );

  api.post(
    '/billing/subscriptions',
    { preValidation: authenticate, schema: { tags, body: subscriptionRequest, response: { 201: subscriptionDetail } } },
    async (request, reply) => reply.code(201).send(await service.create(requirePermission(request, 'agency.billing.manage'), request.body)),
  );

  api.post(
    '/billing/subscriptions/upgrade',
    { preValidation: authenticate, schema: { tags, body: subscriptionRequest, response: { 200: subscriptionDetail } } },
    (request) => service.upgrade(requirePermission(request, 'agency.billing.manage'), request.body),
  );

  api.post(
    '/billing/subscriptions/activate',
    { preValidation: authenticate, schema: { tags, body: activationRequest, response: { 200: subscriptionDetail } } },
    (request) => service.activate(requirePermission(request, 'agency.billing.manage'), request.body),
  );

  if (provider.name === 'sandbox') registerSandboxRoutes(api, authenticate, service);
}

/** The sandbox's stand-ins for the card processor's pages: card tokenisation and the debit set-up page. */
function registerSandboxRoutes(api: Api, authenticate: AppContext['authenticate'], service: SubscriptionsService): void {
  const tags = ['billing'];
  api.post(
    '/billing/sandbox/card-tokens',
    { preValidation: authenticate, schema: { tags, body: sandboxCardRequest, response: { 201: cardTokenResponse } } },
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

  const sessionParams = z.object({ session: z.string().regex(/^seti_sandbox_[0-9a-f]{24}$/) });
  api.get('/billing/sandbox/payment-setup/:session', { schema: { tags, hide: true, params: sessionParams } }, (request, reply) =>
    reply.type('text/html; charset=utf-8').send(sandboxSetupPage(request.params.session)),
  );
  // The page's confirm button (an HTML form post, so its own scope reads form bodies): the bank account counts
  // as set up, and the browser goes back to the app.
  api.register(async (scope: Api) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
      done(null, {}),
    );
    scope.post(
      '/billing/sandbox/payment-setup/:session',
      { schema: { tags, hide: true, params: sessionParams } },
      async (request, reply) => {
        if (!(await service.completeDebitSetup(request.params.session, request.ip))) throw notFound();
        return reply.redirect('/app', 303);
      },
    );
  });
}

const sandboxSetupPage = (session: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Payment set-up (sandbox)</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<h1>Payment set-up (sandbox)</h1>
<p>This server uses the sandbox payment provider, so no bank account is set up and no money moves.
With Stripe, this is Stripe's page where the agency connects its US bank account for debit.</p>
<form method="post" action="/api/billing/sandbox/payment-setup/${session}">
<button type="submit" style="font: inherit; padding: 0.625rem 1.25rem">Confirm bank account (sandbox)</button>
</form>
<p><a href="/app">Back to Fieldbook</a></p>
</body></html>`;
