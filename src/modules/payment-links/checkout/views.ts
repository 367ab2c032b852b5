import { currencyScale } from '../../../shared/currencies.js'
import type { StoredItem, StoredOwner } from '../payment-links.tables.js'

/** Escapes text for HTML element content and double-quoted attributes. */
export function esc(value: string | number | null | undefined): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

const LOCALE_OF_CURRENCY: Record<string, string> = {
  CLP: 'es-CL',
  ARS: 'es-AR',
  BRL: 'pt-BR',
  MXN: 'es-MX',
  COP: 'es-CO',
  PEN: 'es-PE',
  BOB: 'es-BO',
  PYG: 'es-PY',
  EUR: 'de-DE',
  GBP: 'en-GB',
  CAD: 'en-CA',
  AUD: 'en-AU',
}

/**
 * An amount with its currency code and the currency's usual digit grouping ("CLP 14.400",
 * "BRL 10,50"): the code, unlike a symbol such as "$", is unambiguous. The decimal text goes to
 * Intl as a string, so no binary float ever touches it.
 */
export function money(amount: string, currency: string): string {
  try {
    const scale = currencyScale(currency)
    const format = new Intl.NumberFormat(LOCALE_OF_CURRENCY[currency] ?? 'en-US', {
      minimumFractionDigits: scale,
      maximumFractionDigits: scale,
    })
    return `${currency} ${format.format(amount as unknown as number)}`
  } catch {
    return `${currency} ${amount}`
  }
}

export interface PageFrame {
  title: string
  body: string
  sandbox: boolean
  /** Seconds after which the page reloads itself (progress pages), without any script. */
  refreshSeconds?: number
}

export function layout(frame: PageFrame): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${frame.refreshSeconds === undefined ? '' : `<meta http-equiv="refresh" content="${frame.refreshSeconds}">`}
<title>${esc(frame.title)}</title>
<link rel="stylesheet" href="/checkout/assets/checkout.css">
<script src="/checkout/assets/checkout.js" defer></script>
</head>
<body>
<main>
${frame.sandbox ? '<p class="sandbox" role="note"><strong>Sandbox</strong>: test mode, no real money moves.</p>' : ''}
${frame.body}
</main>
</body>
</html>`
}

export function ownerName(owner: StoredOwner): string {
  const full = [owner.name, owner.lastname].filter(Boolean).join(' ')
  return owner.nickname ?? (full || 'the merchant')
}

export function orderSummary(link: {
  items: StoredItem[]
  currency: string
  preTaxAmount: string
  totalAmount: string
}): string {
  const rows = link.items
    .map(
      (item) => `<tr>
<td>${esc(item.description)}${
        item.tax
          ? `<div class="tax">${esc(item.tax.name)} (${esc(item.tax.type === 'PERCENTAGE' ? `${item.tax.value}%` : 'fixed')}): ${esc(money(item.tax.amount, link.currency))}</div>`
          : ''
      }</td>
<td class="num">${esc(money(item.preTaxAmount, link.currency))}</td>
</tr>`,
    )
    .join('\n')
  const taxes = link.items.some((item) => item.tax)
  const taxTotal = taxes ? subtract(link.totalAmount, link.preTaxAmount, link.currency) : undefined
  return `<section class="card" aria-labelledby="summary-title">
<h2 id="summary-title">Order summary</h2>
<table>
<thead><tr><th scope="col">Item</th><th scope="col" class="num">Amount</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot>
${
  taxTotal === undefined
    ? ''
    : `<tr><th scope="row">Subtotal</th><td class="num">${esc(money(link.preTaxAmount, link.currency))}</td></tr>
<tr><th scope="row">Taxes</th><td class="num">${esc(money(taxTotal, link.currency))}</td></tr>`
}
<tr class="total"><th scope="row">Total</th><td class="num" data-testid="total">${esc(money(link.totalAmount, link.currency))}</td></tr>
</tfoot>
</table>
</section>`
}

/** a − b on decimal text at the currency's scale, with bigints. */
function subtract(a: string, b: string, currency: string): string {
  const scale = currencyScale(currency)
  const minor = (text: string) => {
    const [whole = '0', fraction = ''] = text.split('.')
    return BigInt(whole + fraction.padEnd(scale, '0').slice(0, scale))
  }
  const difference = minor(a) - minor(b)
  const digits = difference.toString().padStart(scale + 1, '0')
  return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`
}

export interface InputSpec {
  name: string
  label: string
  type?: 'text' | 'email' | 'tel'
  value?: string
  required?: boolean
  /**
   * Required only when its payment method is chosen: marked for people and assistive technology,
   * checked by the script and the server, but without the `required` attribute, which would block
   * the form when another method is chosen and scripts are off.
   */
  requiredWithMethod?: boolean
  pattern?: string
  autocomplete?: string
  hint?: string
  error?: string
  inputmode?: string
  maxlength?: number
  /** A check the page's script runs beyond the pattern (the server checks again). */
  validate?: 'luhn' | 'expiry'
  /** Never echoed back into the page (card number, CVC), not even after an error. */
  sensitive?: boolean
  /** The only values the field takes: a list to choose from instead of a text box. */
  choices?: readonly { value: string; label: string }[]
}

let counter = 0
export function input(spec: InputSpec): string {
  const id = `f-${spec.name.replace(/[^\w-]/g, '-')}-${(counter = (counter + 1) % 1_000_000)}`
  const describedBy = [spec.hint ? `${id}-hint` : '', `${id}-error`].filter(Boolean).join(' ')
  return `<div class="field">
<label for="${id}">${esc(spec.label)}${spec.required || spec.requiredWithMethod ? '' : ' <span class="hint">(optional)</span>'}</label>
${spec.choices ? select(id, spec, describedBy) : textBox(id, spec, describedBy)}
${spec.hint ? `<p class="hint" id="${id}-hint">${esc(spec.hint)}</p>` : ''}
<p class="error" id="${id}-error" aria-live="polite">${esc(spec.error ?? '')}</p>
</div>`
}

function textBox(id: string, spec: InputSpec, describedBy: string): string {
  return `<input id="${id}" name="${esc(spec.name)}" type="${spec.type ?? 'text'}" value="${spec.sensitive ? '' : esc(spec.value ?? '')}"${requiredAttributes(
    spec,
  )}${spec.pattern ? ` pattern="${esc(spec.pattern)}"` : ''}${spec.autocomplete ? ` autocomplete="${esc(spec.autocomplete)}"` : ''}${
    spec.inputmode ? ` inputmode="${esc(spec.inputmode)}"` : ''
  }${spec.validate ? ` data-validate="${spec.validate}"` : ''} maxlength="${spec.maxlength ?? 200}"${describedAttributes(spec, describedBy)}>`
}

function select(id: string, spec: InputSpec, describedBy: string): string {
  const options = (spec.choices ?? []).map(
    ({ value, label }) =>
      `<option value="${esc(value)}"${value === spec.value ? ' selected' : ''}>${esc(label)}</option>`,
  )
  return `<select id="${id}" name="${esc(spec.name)}"${requiredAttributes(spec)}${describedAttributes(spec, describedBy)}>
<option value="">Choose…</option>
${options.join('\n')}
</select>`
}

const requiredAttributes = (spec: InputSpec) =>
  spec.required ? ' required' : spec.requiredWithMethod ? ' aria-required="true" data-required' : ''

const describedAttributes = (spec: InputSpec, describedBy: string) =>
  ` aria-describedby="${describedBy}"${spec.error ? ' aria-invalid="true"' : ''}`

export function messagePage(options: {
  title: string
  message: string
  sandbox: boolean
  tone?: 'good' | 'bad' | 'neutral'
  action?: { href: string; label: string }
  extra?: string
  refreshSeconds?: number
}): string {
  const icon = options.tone === 'good' ? '✓' : options.tone === 'bad' ? '✕' : 'ℹ'
  return layout({
    title: options.title,
    sandbox: options.sandbox,
    refreshSeconds: options.refreshSeconds,
    body: `<section class="card status" aria-live="polite">
<p class="icon ${options.tone ?? ''}" aria-hidden="true">${icon}</p>
<h1>${esc(options.title)}</h1>
<p>${esc(options.message)}</p>
${options.extra ?? ''}
${options.action ? `<p><a class="button secondary" href="${esc(options.action.href)}">${esc(options.action.label)}</a></p>` : ''}
</section>`,
  })
}
