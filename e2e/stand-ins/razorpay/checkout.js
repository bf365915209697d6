/*
 * Stand-in for Razorpay's checkout.js: the same interface (`new Razorpay(options)`, `.on()`,
 * `.open()`, `handler`, `modal.ondismiss`, the `payment.failed` event), with a plain modal whose
 * buttons complete or fail the payment at the stand-in server this script was loaded from.
 * The options it was opened with are kept on `window.__razorpayStandIn` for tests to read.
 */
(function () {
  var base = new URL(document.currentScript.src).origin;

  function Razorpay(options) {
    if (!options || !options.key) throw new Error('Razorpay stand-in: key is required');
    this.options = options;
    this.listeners = {};
    window.__razorpayStandIn = { options: options };
  }

  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (cb) {
      cb(payload);
    });
  };

  Razorpay.prototype.pay = function (outcome) {
    var self = this;
    return fetch(base + '/v1/checkout/pay', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ key: self.options.key, order_id: self.options.order_id, outcome: outcome }),
    })
      .then(function (r) {
        return r.json();
      })
      .then(function (answer) {
        self.close();
        if (answer.error) self.emit('payment.failed', answer);
        else self.options.handler(answer);
      });
  };

  Razorpay.prototype.close = function () {
    if (this.root) this.root.remove();
    this.root = null;
  };

  Razorpay.prototype.button = function (label, onClick) {
    var b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    b.style.cssText = 'margin:4px;padding:8px 14px;border-radius:6px;border:1px solid #111;background:#fff;color:#111';
    b.addEventListener('click', onClick);
    return b;
  };

  Razorpay.prototype.open = function () {
    var self = this;
    var o = self.options;
    var root = document.createElement('div');
    root.setAttribute('role', 'dialog');
    root.setAttribute('aria-modal', 'true');
    root.setAttribute('aria-label', 'Razorpay Checkout');
    root.style.cssText =
      'position:fixed;inset:0;z-index:9999;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.6)';
    var box = document.createElement('div');
    box.style.cssText = 'background:#fff;color:#111;padding:24px;border-radius:8px;min-width:300px;border-top:6px solid ' + ((o.theme && o.theme.color) || '#3399cc');
    var title = document.createElement('h2');
    title.textContent = o.name || 'Checkout';
    var amount = document.createElement('p');
    amount.textContent = o.currency + ' ' + (o.amount / 100).toFixed(2) + ' for ' + (o.description || '');
    box.append(title, amount);
    box.append(
      self.button('Pay', function () {
        self.pay('success');
      }),
      self.button('Fail payment', function () {
        self.pay('failure');
      }),
      self.button('Close checkout', function () {
        var modal = o.modal || {};
        if (modal.confirm_close && !window.confirm('Are you sure you want to cancel the payment?')) return;
        self.close();
        if (modal.ondismiss) modal.ondismiss();
      }),
    );
    root.append(box);
    document.body.append(root);
    self.root = root;
  };

  window.Razorpay = Razorpay;
})();
