/*
 * Stand-in for Razorpay's checkout.js: the same interface (`new Razorpay(options)`, `.on()`,
 * `.open()`, `handler`, `modal.ondismiss`, `modal.confirm_close`, the `payment.failed` event),
 * with a plain modal whose buttons complete or fail the payment at the stand-in server this
 * script was loaded from. The options it was opened with are kept on `window.__razorpayStandIn`
 * for tests to read.
 */
(() => {
  const base = new URL(document.currentScript.src).origin;

  const button = (label, onClick) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    b.style.cssText =
      'margin:4px;padding:8px 14px;border-radius:6px;border:1px solid #111;background:#fff;color:#111';
    b.addEventListener('click', onClick);
    return b;
  };

  class Razorpay {
    constructor(options) {
      if (!options || !options.key) throw new Error('Razorpay stand-in: key is required');
      this.options = options;
      this.listeners = {};
      this.root = null;
      window.__razorpayStandIn = { options };
    }

    on(event, callback) {
      (this.listeners[event] = this.listeners[event] || []).push(callback);
    }

    emit(event, payload) {
      (this.listeners[event] || []).forEach((cb) => cb(payload));
    }

    async pay(outcome) {
      const response = await fetch(`${base}/v1/checkout/pay`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ key: this.options.key, order_id: this.options.order_id, outcome }),
      });
      const answer = await response.json();
      this.close();
      if (answer.error) this.emit('payment.failed', answer);
      else this.options.handler(answer);
    }

    close() {
      if (this.root) this.root.remove();
      this.root = null;
    }

    dismiss() {
      const modal = this.options.modal || {};
      const question = 'Are you sure you want to cancel the payment?';
      if (modal.confirm_close && !window.confirm(question)) return;
      this.close();
      if (modal.ondismiss) modal.ondismiss();
    }

    open() {
      const o = this.options;
      const root = document.createElement('div');
      root.setAttribute('role', 'dialog');
      root.setAttribute('aria-modal', 'true');
      root.setAttribute('aria-label', 'Razorpay Checkout');
      root.style.cssText =
        'position:fixed;inset:0;z-index:9999;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.6)';
      const box = document.createElement('div');
      const color = (o.theme && o.theme.color) || '#3399cc';
      box.style.cssText = `background:#fff;color:#111;padding:24px;border-radius:8px;min-width:300px;border-top:6px solid ${color}`;
      const title = document.createElement('h2');
      title.textContent = o.name || 'Checkout';
      const amount = document.createElement('p');
      amount.textContent = `${o.currency} ${(o.amount / 100).toFixed(2)}: ${o.description || ''}`;
      box.append(
        title,
        amount,
        button('Pay', () => this.pay('success')),
        button('Fail payment', () => this.pay('failure')),
        button('Close checkout', () => this.dismiss()),
      );
      root.append(box);
      document.body.append(root);
      this.root = root;
    }
  }

  window.Razorpay = Razorpay;
})();
