import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { toResponse } from '../../../http/error-envelope.js'
import { createRateLimitHook } from '../../../http/rate-limit.js'
import type { Clock } from '../../../shared/clock.js'
import { AppError, type FieldIssue } from '../../../shared/errors.js'
import { formatAmount, fromNumeric } from '../../../shared/money.js'
import type { Environment, Tenant } from '../../../shared/tenant.js'
import {
  confirmsOnItsOwn,
  isPaymentIn,
  RAILS,
  type NodeType,
  type Payment,
  type PaymentsService,
  type RateTable,
} from '../../payments/index.js'
import type { CheckoutSessionRow, PaymentLinkRow } from '../payment-links.repository.js'
import type { PaymentLinksService } from '../payment-links.service.js'
import { tenantOfRow } from '../payment-links.service.js'
import type { StoredCustomer } from '../payment-links.tables.js'
import { planMethod } from '../pricing.js'
import { CHECKOUT_CSS, CHECKOUT_JS } from './assets.js'
import { testCardsHint, tokenizeTestCard } from './card-entry.js'
import { customerFieldsOf, methodFieldsOf, PAYER_FIELDS, readPayer, readRailNode } from './form.js'
import { contentSecurityPolicy, createSigner, parseCookies } from './security.js'
import { esc, input, layout, messagePage, money, orderSummary, ownerName } from './views.js'

export interface CheckoutPageOptions {
  links: PaymentLinksService
  payments: PaymentsService
  rates: RateTable
  publicBaseUrl: string
  tokenSecret: string
  clock: Clock
  /** Token lookups per client address and window (the page's own budget, apart from the API's). */
  rateLimit: { max: number; windowSeconds: number }
  sandboxAutoConfirmMs: number
}

interface TokenRoute {
  Params: { token: string }
}

/**
 * The hosted checkout page and the sandbox pay-in page: public (no bearer token), server-rendered
 * HTML. The checkout token in the path names the link, hence the tenant; the browser's session is
 * a signed cookie scoped to the link's path, and every form carries a CSRF token bound to it.
 */
export function checkoutPages(options: CheckoutPageOptions) {
  const { links, payments } = options
  const signer = createSigner(options.tokenSecret)
  const secureCookies = options.publicBaseUrl.startsWith('https:')

  return async function plugin(app: FastifyInstance): Promise<void> {
    const rateLimit = createRateLimitHook({ ...options.rateLimit, clock: options.clock })
    // Pages for browsers, not API operations: kept out of the OpenAPI document.
    app.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, hide: true }
    })
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 32 * 1024 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString())))
      },
    )
    app.addHook('onRequest', async (_request, reply) => {
      void reply
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('x-frame-options', 'DENY')
        // The token is in the URL: never leak it to the merchant's pages or anyone else.
        .header('referrer-policy', 'no-referrer')
        .header('content-security-policy', contentSecurityPolicy([options.publicBaseUrl]))
    })
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      // The API's own mapping, so input the edge checks refuse (a NUL in the address) is a 4xx here too.
      const { status } = toResponse(error, request)
      if (status >= 500) request.log.error({ err: error }, 'checkout page failed')
      const [title, message] =
        status === 429
          ? ['Too many requests', 'Please wait a minute and try again.']
          : status === 404
            ? ['Not found', 'This page does not exist.']
            : status < 500
              ? ['Bad request', 'This address or form holds something we cannot read. Please check it.']
              : ['Something went wrong', 'We could not process this request. Please try again.']
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .send(messagePage({ title, message, sandbox: false, tone: 'bad' }))
    })

    app.get('/checkout/assets/checkout.css', async (_request, reply) =>
      reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(CHECKOUT_CSS),
    )
    app.get('/checkout/assets/checkout.js', async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(CHECKOUT_JS),
    )

    for (const environment of ['live', 'sandbox'] as const satisfies Environment[]) {
      const prefix = environment === 'sandbox' ? '/sandbox' : ''
      const pagePath = (token: string) => `${prefix}/checkout/${token}`
      const sandbox = environment === 'sandbox'
      type TokenRequest = FastifyRequest<TokenRoute>

      const cookieName = 'checkout_session'
      const sessionCookie = (token: string, sessionId: string) =>
        `${cookieName}=${sessionId}.${signer.sign('session', sessionId)}; Path=${pagePath(token)}; HttpOnly; SameSite=Lax${
          secureCookies ? '; Secure' : ''
        }; Max-Age=86400`
      const sessionIdOf = (request: FastifyRequest): string | undefined => {
        const value = parseCookies(request.headers.cookie).get(cookieName)
        const [id, signature] = value?.split('.') ?? []
        return id && signer.verify('session', id, signature) ? id : undefined
      }

      /** A posted form and the browser's session on the link (none without a valid cookie). */
      const postedForm = async (request: FastifyRequest, link: PaymentLinkRow) => {
        const sessionId = sessionIdOf(request)
        return {
          form: (request.body ?? {}) as Record<string, string>,
          session: sessionId ? await links.sessionOfLink(link, sessionId) : undefined,
        }
      }

      const html = (reply: FastifyReply, body: string, status = 200, formTargets: string[] = []) => {
        if (formTargets.length > 0) {
          void reply.header(
            'content-security-policy',
            contentSecurityPolicy([options.publicBaseUrl, ...formTargets]),
          )
        }
        return reply.code(status).type('text/html; charset=utf-8').send(body)
      }

      /** The link behind a token, or the page that explains why there is nothing to pay. */
      async function linkOrMessage(request: TokenRequest, reply: FastifyReply) {
        const token = request.params.token
        const link = /^[\w-]{16,128}$/.test(token) ? await links.publicLink(environment, token) : undefined
        if (!link) {
          await html(
            reply,
            messagePage({
              title: 'Payment link not found',
              message: 'This payment link does not exist. Check the address you were given.',
              sandbox,
              tone: 'bad',
            }),
            404,
          )
          return undefined
        }
        if (link.deletedAt) {
          await html(
            reply,
            messagePage({
              title: 'Payment link unavailable',
              message: 'This payment link is no longer available. Please contact the merchant for a new one.',
              sandbox,
              tone: 'bad',
            }),
            410,
          )
          return undefined
        }
        return link
      }

      function linkStateMessage(link: PaymentLinkRow): string | undefined {
        const messages: Record<string, [string, string]> = {
          EXPIRED: [
            'Payment link expired',
            'This payment link has expired. Please contact the merchant for a new one.',
          ],
          FINISHED: ['Already paid', 'This payment link has already been paid. Nothing more is due.'],
          ATTEMPT: [
            'Payment link not active',
            'This payment link is not active yet. Please try again later.',
          ],
          PROCESSING_PAYMENT: [
            'Payment in progress',
            'A payment for this link is being processed. Please check back shortly.',
          ],
        }
        const entry = messages[link.status]
        return entry
          ? messagePage({
              title: entry[0],
              message: entry[1],
              sandbox,
              tone: link.status === 'FINISHED' ? 'good' : 'neutral',
            })
          : undefined
      }

      function renderForm(
        link: PaymentLinkRow,
        session: CheckoutSessionRow,
        state: {
          values?: Record<string, string>
          errors?: Record<string, string>
          alert?: string
          method?: string
        } = {},
      ): string {
        const values = state.values ?? {}
        const errors = state.errors ?? {}
        const total = fromNumeric(link.totalAmount, link.currency)
        const prefill = link.customer ?? {}
        const payerInputs = customerFieldsOf(link.customerRequirements)
          .map((field) =>
            input({
              ...field,
              value: values[field.name] ?? stringAt(prefill, field.name.slice('payer.'.length)),
              error: errors[field.name],
            }),
          )
          .join('\n')
        const methods = link.paymentMethodsAllowed
          .map((type, i) => {
            const plan = planMethod(type as NodeType, link.currency, total, options.rates)
            if (!plan) return ''
            const rail = RAILS[type as NodeType]
            const id = `method-${type}`
            const checked = (state.method ?? values.method ?? (i === 0 ? type : '')) === type
            const fields = methodFieldsOf(type as NodeType, link.customerRequirements, sandbox)
              .map((field) => input({ ...field, value: values[field.name], error: errors[field.name] }))
              .join('\n')
            const converted =
              plan.purchaseCurrency === link.currency
                ? ''
                : ` <span class="hint">(${esc(money(formatAmount(plan.purchaseAmount, plan.purchaseCurrency), plan.purchaseCurrency))})</span>`
            const hint = sandbox && type === 'CARD' ? testCardsHint() : ''
            return `<div class="method">
<label for="${id}"><input type="radio" id="${id}" name="method" value="${esc(type)}"${checked ? ' checked' : ''}${
              plan.enabled ? '' : ' disabled'
            }> ${esc(rail.name)}${converted}${plan.enabled ? '' : ' <span class="hint">(not available for this amount)</span>'}</label>
<div class="method-fields">${fields}${hint}</div>
</div>`
          })
          .join('\n')
        const formTotal = money(link.totalAmount, link.currency)
        return layout({
          title: `Pay ${ownerName(link.owner)}`,
          sandbox,
          body: `<header>
<p class="merchant">Payment to</p>
<h1>${esc(ownerName(link.owner))}</h1>
</header>
${orderSummary({ ...link, preTaxAmount: link.preTaxAmount, totalAmount: link.totalAmount })}
<form class="card" method="post" action="${esc(pagePath(link.checkoutToken))}/pay" data-checkout>
${state.alert ? `<p class="alert" role="alert">${esc(state.alert)}</p>` : ''}
<input type="hidden" name="csrf" value="${esc(signer.sign('csrf', session.id))}">
${
  payerInputs
    ? `<fieldset><legend>Your details</legend>
${payerInputs}
</fieldset>`
    : ''
}
<fieldset><legend>Payment method</legend>
${errors.method ? `<p class="error" role="alert">${esc(errors.method)}</p>` : ''}
${methods}
</fieldset>
<button type="submit" data-busy="Processing…">Pay ${esc(formTotal)}</button>
<p class="hint">Session expires at <time datetime="${session.expiresAt.toISOString()}">${esc(session.expiresAt.toISOString().slice(11, 16))} UTC</time>.</p>
</form>`,
        })
      }

      app.get<TokenRoute>(
        `${prefix}/checkout/:token`,
        { onRequest: rateLimit },
        async (request: TokenRequest, reply) => {
          const link = await linkOrMessage(request, reply)
          if (!link) return reply
          const session = await links.payerSession(link, sessionIdOf(request))
          if (session && session.status !== 'ACTIVE') {
            return reply.redirect(`${pagePath(link.checkoutToken)}/status`, 303)
          }
          const message = linkStateMessage(link)
          if (message || !session) return html(reply, message ?? '', link.status === 'ACTIVE' ? 200 : 410)
          void reply.header('set-cookie', sessionCookie(link.checkoutToken, session.id))
          return html(reply, renderForm(link, session), 200, landingsOf(link))
        },
      )

      app.post<TokenRoute>(
        `${prefix}/checkout/:token/pay`,
        { onRequest: rateLimit },
        async (request: TokenRequest, reply) => {
          const link = await linkOrMessage(request, reply)
          if (!link) return reply
          const { form, session } = await postedForm(request, link)
          if (!session || !signer.verify('csrf', session.id, form.csrf)) {
            return html(
              reply,
              messagePage({
                title: 'Your session has ended',
                message: 'For your security this form can no longer be sent. Open the payment link again.',
                sandbox,
                tone: 'bad',
                action: { href: pagePath(link.checkoutToken), label: 'Start again' },
              }),
              403,
            )
          }
          if (session.status !== 'ACTIVE') {
            return reply.redirect(`${pagePath(link.checkoutToken)}/status`, 303)
          }
          const message = linkStateMessage(link)
          if (message) return html(reply, message, 409)

          const errors: Record<string, string> = {}
          const payer = readPayer(form, link.customerRequirements, link.customer ?? {}, errors)
          const method = form.method
          if (!method || !link.paymentMethodsAllowed.includes(method)) {
            errors.method = 'Choose a payment method.'
          }
          const statusUrl = `${options.publicBaseUrl}${pagePath(link.checkoutToken)}/status`
          const total = fromNumeric(link.totalAmount, link.currency)
          const plan =
            method && !errors.method
              ? planMethod(method as NodeType, link.currency, total, options.rates)
              : undefined
          if (method && !errors.method && !plan?.enabled) {
            errors.method = 'This method is not available for this amount.'
          }
          // The card number becomes a token here and goes no further.
          const card =
            sandbox && plan?.type === 'CARD' && Object.keys(errors).length === 0
              ? tokenizeTestCard(form, options.clock.now(), errors)
              : undefined
          const node =
            plan && Object.keys(errors).length === 0
              ? readRailNode(plan.type, plan.purchaseCurrency, form, payer, statusUrl, errors, card)
              : undefined
          if (!node) {
            return html(
              reply,
              renderForm(link, session, {
                values: form,
                errors,
                alert: 'Please correct the fields marked below.',
              }),
              422,
              landingsOf(link),
            )
          }
          try {
            await links.pay(
              tenantOfRow(link),
              session.id,
              { origins: [node as never] },
              { customer: payer, confirmed: true },
            )
          } catch (error) {
            if (error instanceof AppError && error.kind === 'bad_request' && Array.isArray(error.info)) {
              for (const issue of error.info as FieldIssue[]) {
                const path = issue.field.replace(/^origins\[0\]\./, '')
                errors[`m.${method}.${path}`] = issue.issue
              }
              return html(
                reply,
                renderForm(link, session, {
                  values: form,
                  errors,
                  alert: `The payment details were not accepted: ${error.message}`,
                }),
                422,
                landingsOf(link),
              )
            }
            if (error instanceof AppError && error.kind === 'conflict') {
              return reply.redirect(pagePath(link.checkoutToken), 303)
            }
            throw error
          }
          return reply.redirect(`${pagePath(link.checkoutToken)}/status`, 303)
        },
      )

      app.get<TokenRoute>(
        `${prefix}/checkout/:token/status`,
        { onRequest: rateLimit },
        async (request: TokenRequest, reply) => {
          const link = await linkOrMessage(request, reply)
          if (!link) return reply
          const sessionId = sessionIdOf(request)
          const session = sessionId ? await links.sessionOfLink(link, sessionId) : undefined
          if (!session?.paymentId) {
            if (session?.status === 'EXPIRED') {
              return html(
                reply,
                messagePage({
                  title: 'Session expired',
                  message: 'Your checkout session expired before the payment was made.',
                  sandbox,
                  tone: 'neutral',
                  action:
                    link.status === 'ACTIVE'
                      ? { href: pagePath(link.checkoutToken), label: 'Start again' }
                      : undefined,
                }),
              )
            }
            return reply.redirect(pagePath(link.checkoutToken), 303)
          }
          const payment = await payments.get(tenantOfRow(link), session.paymentId)
          const targets = landingsOf(link)
          if (isPaymentIn('paid', payment.status)) {
            if (link.successUrl) return reply.redirect(link.successUrl, 303)
            return html(
              reply,
              messagePage({
                title: 'Payment received',
                message: `Thank you. ${ownerName(link.owner)} received your payment of ${money(link.totalAmount, link.currency)}.`,
                sandbox,
                tone: 'good',
                extra: `<p class="hint">Reference: ${esc(payment.id)}</p>`,
              }),
              200,
              targets,
            )
          }
          if (!isPaymentIn('inFlight', payment.status)) {
            if (link.failedUrl) return reply.redirect(link.failedUrl, 303)
            return html(
              reply,
              messagePage({
                title: 'Payment failed',
                message: 'The payment could not be completed. No money was taken.',
                sandbox,
                tone: 'bad',
                action:
                  link.status === 'ACTIVE'
                    ? { href: pagePath(link.checkoutToken), label: 'Try again' }
                    : undefined,
              }),
            )
          }
          const confirmsAlone =
            sandbox && options.sandboxAutoConfirmMs > 0 && confirmsOnItsOwn(payment.origins)
          const simulate =
            sandbox && !confirmsAlone && payment.status !== 'REQUIRES_REVIEW'
              ? simulateButtons(
                  `${pagePath(link.checkoutToken)}/simulate`,
                  signer.sign('simulate', session.id),
                )
              : ''
          return html(
            reply,
            messagePage({
              title: 'Processing your payment',
              message: progressMessage(payment, confirmsAlone),
              sandbox,
              tone: 'neutral',
              extra: `<p class="amount" data-testid="amount">${esc(money(payment.purchaseAmount, payment.purchaseCurrency))}</p>
<progress aria-label="Payment progress"></progress>${instructionsOf(payment)}${simulate}`,
              refreshSeconds: 3,
            }),
            200,
            targets,
          )
        },
      )

      if (!sandbox) continue
      // The sandbox's stand-in for the provider's confirmation of a pay-in that does not confirm on
      // its own: the same notification as POST /payments/received, from the payer's page.
      app.post<TokenRoute>(
        `${prefix}/checkout/:token/simulate`,
        { onRequest: rateLimit },
        async (request: TokenRequest, reply) => {
          const link = await linkOrMessage(request, reply)
          if (!link) return reply
          const { form, session } = await postedForm(request, link)
          if (session?.paymentId && signer.verify('simulate', session.id, form.csrf)) {
            const payment = await payments.get(tenantOfRow(link), session.paymentId)
            await simulateNotification(payments, tenantOfRow(link), payment, form.decision === 'confirm')
          }
          return reply.redirect(`${pagePath(link.checkoutToken)}/status`, 303)
        },
      )
    }

    // The sandbox provider's pay-in page: where a redirect rail's `url` points, for a payment made
    // through a checkout session or through the API. The tester approves or declines, which is the
    // provider notification (POST /payments/received) of the real rail.
    type PayRequest = FastifyRequest<TokenRoute>
    async function payInContext(request: PayRequest): Promise<PayIn | undefined> {
      const token = request.params.token
      if (!/^[\w-]{8,128}$/.test(token)) return undefined
      const session = await links.sessionByPayInToken(token)
      const link = session ? await links.linkOfSession(session) : undefined
      if (session?.paymentId && link) {
        const tenant = tenantOfRow(session)
        return {
          token,
          tenant,
          payment: await payments.get(tenant, session.paymentId),
          payee: ownerName(link.owner),
          statusPage: `/sandbox/checkout/${link.checkoutToken}/status`,
          landings: landingsOf(link),
        }
      }
      const made = await payments.findSandboxPayIn(token)
      if (!made) return undefined
      const landings = [landingOf(made.payment, true), landingOf(made.payment, false)]
      return { token, ...made, landings: landings.filter((url): url is string => url !== undefined) }
    }

    const sandboxMessage = (
      reply: FastifyReply,
      status: number,
      title: string,
      message: string,
      tone: 'good' | 'bad',
    ) =>
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        .send(messagePage({ title, message, sandbox: true, tone }))

    app.get<TokenRoute>(
      '/sandbox/pay/:token',
      { onRequest: rateLimit },
      async (request: PayRequest, reply) => {
        const context = await payInContext(request)
        if (!context) {
          return sandboxMessage(reply, 404, 'Not found', 'No sandbox pay-in matches this address.', 'bad')
        }
        const { token, payment, payee, statusPage, landings } = context
        if (!isPaymentIn('inFlight', payment.status)) {
          if (statusPage) return reply.redirect(statusPage, 303)
          return sandboxMessage(
            reply,
            200,
            'Nothing to pay',
            `This sandbox pay-in is ${payment.status}.`,
            isPaymentIn('paid', payment.status) ? 'good' : 'bad',
          )
        }
        const { rail } = payInRailOf(payment)
        const csrf = signer.sign('sandbox-pay', token)
        const to = payee ? ` to ${esc(payee)}` : ''
        // The decision's answer redirects the payer on to the merchant's page; a form's redirects
        // are bound by form-action too.
        void reply.header(
          'content-security-policy',
          contentSecurityPolicy([options.publicBaseUrl, ...landings]),
        )
        return reply.type('text/html; charset=utf-8').send(
          layout({
            title: `${rail?.name ?? 'Sandbox'} — sandbox pay-in`,
            sandbox: true,
            body: `<section class="card">
<h1>${esc(rail?.name ?? 'Sandbox')} (simulated)</h1>
<p>Pay <strong>${esc(money(payment.purchaseAmount, payment.purchaseCurrency))}</strong>${to}.</p>
<p class="hint">This page stands in for the provider's. Approving sends the provider notification the real rail would.</p>
<form method="post" action="/sandbox/pay/${esc(token)}">
<input type="hidden" name="csrf" value="${esc(csrf)}">
<p><button type="submit" name="decision" value="approve">Approve payment</button></p>
<p><button type="submit" name="decision" value="decline" class="secondary">Decline payment</button></p>
</form>
</section>`,
          }),
        )
      },
    )

    app.post<TokenRoute>(
      '/sandbox/pay/:token',
      { onRequest: rateLimit },
      async (request: PayRequest, reply) => {
        const context = await payInContext(request)
        const form = (request.body ?? {}) as Record<string, string>
        if (!context || !signer.verify('sandbox-pay', context.token, form.csrf)) {
          return sandboxMessage(reply, 403, 'Not allowed', 'This form cannot be sent.', 'bad')
        }
        const after = await simulateNotification(
          payments,
          context.tenant,
          context.payment,
          form.decision === 'approve',
        )
        if (context.statusPage) return reply.redirect(context.statusPage, 303)
        // A pay-in made through the API returns the payer to the merchant, as the rail would: by
        // how the payment stands, since a decision on a payment already decided changes nothing.
        const approved = !isPaymentIn('failed', after.status)
        const landing = landingOf(context.payment, approved)
        if (landing) return reply.redirect(landing, 303)
        return approved
          ? sandboxMessage(reply, 200, 'Payment approved', 'The provider notification was sent.', 'good')
          : sandboxMessage(reply, 200, 'Payment declined', 'The provider notification was sent.', 'bad')
      },
    )
  }
}

/** A sandbox pay-in, with where its payer returns: the checkout's status page, if it has one. */
interface PayIn {
  token: string
  tenant: Tenant
  payment: Payment
  payee?: string
  statusPage?: string
  /** The merchant's pages the payer may be sent to after deciding. */
  landings: string[]
}

/** The rail of a pay-in's origin, and its rail object (`etpay`, `pix`, …) as the payment holds it. */
function payInRailOf(payment: Payment) {
  const origin = payment.origins[0] as Record<string, unknown> | undefined
  const type = origin?.type as NodeType | undefined
  const rail = type ? RAILS[type] : undefined
  const details = (rail ? origin?.[rail.key] : undefined) as Record<string, unknown> | undefined
  return { type, rail, details }
}

/** The rail object's successUrl or failedUrl: where a redirect rail sends the payer afterwards. */
function landingOf(payment: Payment, approved: boolean): string | undefined {
  const url = payInRailOf(payment).details?.[approved ? 'successUrl' : 'failedUrl']
  return typeof url === 'string' && /^https?:\/\//.test(url) ? url : undefined
}

/** The merchant pages a payer may land on; the page's form-action must allow redirects to them. */
function landingsOf(link: PaymentLinkRow): string[] {
  return [link.successUrl, link.failedUrl].filter((url): url is string => Boolean(url))
}

/**
 * The provider notification a sandbox tester sends by hand: confirmed, or failed. Answers the
 * payment as it then stands (unchanged when it was no longer waiting for the provider).
 */
async function simulateNotification(
  payments: PaymentsService,
  tenant: Tenant,
  payment: Payment,
  confirm: boolean,
): Promise<Payment> {
  if (!isPaymentIn('inFlight', payment.status) || payment.status === 'REQUIRES_REVIEW') return payment
  return payments.notify(
    tenant,
    confirm
      ? { id: payment.id, status: 'RECEIVED' }
      : { id: payment.id, status: 'FAILED', reason: 'failure simulated in the sandbox' },
  )
}

function simulateButtons(action: string, csrf: string): string {
  return `<form method="post" action="${esc(action)}" class="simulate">
<p class="hint">Sandbox: this rail waits for the provider's confirmation. Simulate it:</p>
<input type="hidden" name="csrf" value="${esc(csrf)}">
<p><button type="submit" name="decision" value="confirm">Simulate confirmation</button></p>
<p><button type="submit" name="decision" value="fail" class="secondary">Simulate failure</button></p>
</form>`
}

function progressMessage(payment: Payment, confirmsAlone: boolean): string {
  if (payment.status === 'CAPTURED' && confirmsAlone) {
    return 'Your card payment was approved. The sandbox card network confirms it in a moment; this page updates by itself.'
  }
  if (payment.status === 'CAPTURED') {
    return 'Your payment was approved. Waiting for the final confirmation from the provider.'
  }
  if (payment.status === 'REQUIRES_REVIEW') {
    return 'Your payment is being reviewed. This page updates by itself.'
  }
  return 'Complete the payment with the instructions below. This page updates by itself.'
}

/** What the payer needs to finish a pay-in: the provider link, the QR payload, the account to pay into. */
function instructionsOf(payment: Payment): string {
  const { type, rail, details } = payInRailOf(payment)
  if (!details) return ''
  const parts: string[] = []
  if (typeof details.url === 'string') {
    parts.push(`<p><a class="button" href="${esc(details.url)}">Continue to ${esc(rail!.name)}</a></p>`)
  }
  const qr = typeof details.qrCode === 'string' ? details.qrCode : undefined
  if (qr) {
    parts.push(
      `<h2>Scan or copy this ${esc(rail!.name)} code</h2><pre data-testid="qr-payload">${esc(qr)}</pre>`,
    )
  }
  if (typeof details.clabe === 'string') {
    parts.push(
      `<p>Transfer to CLABE <strong>${esc(details.clabe)}</strong> (bank ${esc(typeof details.bankId === 'string' ? details.bankId : '')}).</p>`,
    )
  }
  if (typeof details.code === 'string' && type === 'CVU') {
    parts.push(`<p>Transfer to CVU <strong>${esc(details.code)}</strong>.</p>`)
  }
  return parts.join('\n')
}

function stringAt(object: StoredCustomer, path: string): string | undefined {
  let value: unknown = object
  for (const segment of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[segment]
  return typeof value === 'string' ? value : undefined
}

export { PAYER_FIELDS }
