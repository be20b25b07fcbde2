/*
 * The sandbox checkout: the browser API of Razorpay Checkout (`new Razorpay(options)`, `open()`,
 * `on('payment.failed')`, `handler`, `modal.ondismiss`) with a small local payment sheet. Paying
 * asks this server to sign the payment exactly as Razorpay would; no money moves.
 */
/* eslint-disable @typescript-eslint/no-this-alias -- plain ES5 for any browser, as Razorpay's own script is */
;(function () {
  'use strict'
  if (window.Razorpay) return

  var AUTHORIZE_URL = '/api/payment/sandbox/authorize'

  function rupees(paise) {
    return '\u20b9' + (paise / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })
  }

  function element(tag, style, text) {
    var node = document.createElement(tag)
    if (style) node.setAttribute('style', style)
    if (text) node.textContent = text
    return node
  }

  function Razorpay(options) {
    if (!options || !options.key || !options.order_id) throw new Error('Razorpay: key and order_id are required')
    this.options = options
    this.listeners = {}
    this.root = null
  }

  Razorpay.prototype.on = function (event, callback) {
    this.listeners[event] = callback
  }

  Razorpay.prototype.close = function () {
    if (this.root && this.root.parentNode) this.root.parentNode.removeChild(this.root)
    this.root = null
    document.removeEventListener('keydown', this.onKeyDown)
  }

  Razorpay.prototype.dismiss = function () {
    this.close()
    var modal = this.options.modal
    if (modal && typeof modal.ondismiss === 'function') modal.ondismiss()
  }

  Razorpay.prototype.authorize = function (outcome) {
    var self = this
    self.setBusy(true)
    return fetch(AUTHORIZE_URL, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ order_id: self.options.order_id, outcome: outcome }),
    })
      .then(function (response) {
        return response.json().then(function (body) {
          return { ok: response.ok, body: body }
        })
      })
      .then(function (result) {
        if (result.ok && result.body.razorpay_payment_id) {
          self.close()
          if (typeof self.options.handler === 'function') self.options.handler(result.body)
          return
        }
        var error = (result.body && result.body.error && typeof result.body.error === 'object')
          ? result.body.error
          : { code: 'BAD_REQUEST_ERROR', description: (result.body && result.body.error) || 'Payment could not be completed', source: 'business', step: 'payment_initiation', reason: 'server_error', metadata: { order_id: self.options.order_id } }
        self.showFailure(error.description)
        var failed = self.listeners['payment.failed']
        if (typeof failed === 'function') failed({ error: error })
      })
      .catch(function () {
        self.showFailure('The network is unreachable')
        var failed = self.listeners['payment.failed']
        if (typeof failed === 'function') {
          failed({ error: { code: 'NETWORK_ERROR', description: 'The network is unreachable', source: 'customer', step: 'payment_initiation', reason: 'network_error', metadata: { order_id: self.options.order_id } } })
        }
      })
  }

  Razorpay.prototype.setBusy = function (busy) {
    if (!this.payButton) return
    this.payButton.disabled = busy
    this.failButton.disabled = busy
    this.payButton.textContent = busy ? 'Processing\u2026' : 'Pay ' + rupees(this.options.amount)
  }

  Razorpay.prototype.showFailure = function (description) {
    this.setBusy(false)
    if (!this.status) return
    this.status.textContent = 'Payment failed: ' + description + '. You can try again or close this window.'
    this.status.setAttribute('style', 'margin:12px 0 0;padding:10px 12px;border-radius:10px;background:#fef2f2;color:#991b1b;font-size:14px;line-height:1.4')
  }

  Razorpay.prototype.open = function () {
    var self = this
    var options = self.options
    var color = (options.theme && options.theme.color) || '#dc2626'
    self.close()

    var root = element('div', 'position:fixed;inset:0;pointer-events:auto;z-index:2147483000;display:flex;align-items:center;justify-content:center;padding:16px;background:rgba(15,23,42,.6);font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif')
    root.setAttribute('data-sandbox-checkout', '')
    var sheet = element('div', 'width:100%;max-width:380px;border-radius:16px;background:#fff;color:#0f172a;box-shadow:0 20px 50px rgba(0,0,0,.3);overflow:hidden')
    sheet.setAttribute('role', 'dialog')
    sheet.setAttribute('aria-modal', 'true')
    sheet.setAttribute('aria-labelledby', 'sandbox-checkout-title')

    var header = element('div', 'padding:16px 20px;background:' + color + ';color:#fff;display:flex;align-items:flex-start;justify-content:space-between;gap:12px')
    var heading = element('div')
    var title = element('h2', 'margin:0;font-size:18px;font-weight:700', options.name || 'Checkout')
    title.id = 'sandbox-checkout-title'
    heading.appendChild(title)
    heading.appendChild(element('p', 'margin:4px 0 0;font-size:14px;opacity:.9', options.description || ''))
    var closeButton = element('button', 'min-width:44px;min-height:44px;border:0;border-radius:10px;background:rgba(255,255,255,.15);color:#fff;font-size:22px;cursor:pointer', '\u00d7')
    closeButton.type = 'button'
    closeButton.setAttribute('aria-label', 'Close checkout')
    closeButton.onclick = function () {
      self.dismiss()
    }
    header.appendChild(heading)
    header.appendChild(closeButton)

    var body = element('div', 'padding:20px')
    body.appendChild(element('p', 'margin:0;font-size:14px;color:#475569', 'Amount to pay'))
    body.appendChild(element('p', 'margin:2px 0 16px;font-size:28px;font-weight:800', rupees(options.amount)))
    var upi = element('p', 'margin:0 0 16px;padding:10px 12px;border:1px solid #e2e8f0;border-radius:10px;font-size:14px', 'UPI / Google Pay \u2022 sandbox@upi')
    body.appendChild(upi)
    self.payButton = element('button', 'width:100%;min-height:48px;border:0;border-radius:12px;background:' + color + ';color:#fff;font-size:16px;font-weight:700;cursor:pointer', 'Pay ' + rupees(options.amount))
    self.payButton.type = 'button'
    self.payButton.onclick = function () {
      self.authorize('success')
    }
    self.failButton = element('button', 'width:100%;min-height:44px;margin-top:10px;border:1px solid #cbd5e1;border-radius:12px;background:#fff;color:#0f172a;font-size:15px;font-weight:600;cursor:pointer', 'Simulate a failed payment')
    self.failButton.type = 'button'
    self.failButton.onclick = function () {
      self.authorize('failure')
    }
    body.appendChild(self.payButton)
    body.appendChild(self.failButton)
    self.status = element('p', 'margin:0')
    self.status.setAttribute('role', 'status')
    body.appendChild(self.status)
    body.appendChild(element('p', 'margin:14px 0 0;font-size:12px;color:#64748b;text-align:center', 'Sandbox checkout: no real money moves.'))

    sheet.appendChild(header)
    sheet.appendChild(body)
    root.appendChild(sheet)
    document.body.appendChild(root)
    self.root = root
    self.onKeyDown = function (event) {
      if (event.key === 'Escape') self.dismiss()
    }
    document.addEventListener('keydown', self.onKeyDown)
    self.payButton.focus()
  }

  window.Razorpay = Razorpay
})()
