// A local stand-in for Razorpay, so the browser tests run the real card checkout flow with
// `--payments razorpay` and no outside network. Like Razorpay it has two origins:
// - the checkout origin (checkout.razorpay.com) serves /v1/checkout.js, which defines
//   `window.Razorpay`: it asks the API for the key's preferences as it starts (a call from the
//   booking page), and `open()` shows the checkout in a frame of the API origin;
// - the API origin (api.razorpay.com) takes orders (POST /v1/orders, basic auth key id:secret,
//   amount in paise) and refunds, and serves the checkout frame, whose Pay button has the payment
//   signed as Razorpay signs it — HMAC-SHA256 of "order_id|payment_id" with the key secret — and
//   handed to the page's handler as razorpay_payment_id, razorpay_order_id, razorpay_signature.
// Every request is kept in `requests`, so a test can tell what the page loaded and when.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInRequest {
  origin: 'checkout' | 'api';
  method: string;
  path: string;
}

export interface StandInOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  status: 'created' | 'paid';
}

export interface RazorpayStandIn {
  /** For `--razorpay-checkout-url`. */
  checkoutUrl: string;
  /** For `--razorpay-api-url`. */
  apiUrl: string;
  requests: StandInRequest[];
  orders: Map<string, StandInOrder>;
  stop(): Promise<void>;
}

/** `prefix` + 14 letters and digits, the shape of Razorpay's ids (order_…, pay_…, rfnd_…). */
function id(prefix: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return prefix + Array.from(randomBytes(14), (b) => alphabet[b % alphabet.length]).join('');
}

async function body(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function send(res: ServerResponse, status: number, type: string, text: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...headers });
  res.end(text);
}

function json(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}) {
  send(res, status, 'application/json', JSON.stringify(value), headers);
}

function razorpayError(res: ServerResponse, status: number, description: string) {
  json(res, status, { error: { code: 'BAD_REQUEST_ERROR', description } });
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
}

/** The browser side of the checkout, as Razorpay's checkout.js offers it to a page. */
function checkoutScript(api: string): string {
  return `(function () {
  var API = ${JSON.stringify(api)};
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options;
    this.handlers = {};
    this.ready = fetch(API + '/v1/preferences?key_id=' + encodeURIComponent(options.key)).then(function (r) {
      if (!r.ok) throw new Error('the key was refused');
      return r.json();
    });
  }
  Razorpay.prototype.on = function (event, handler) { this.handlers[event] = handler; };
  Razorpay.prototype.open = function () {
    var self = this, o = this.options;
    var query = new URLSearchParams({ key_id: o.key, order_id: o.order_id, amount: String(o.amount), currency: o.currency, name: o.name || '', description: o.description || '' });
    var frame = document.createElement('iframe');
    frame.src = API + '/v1/checkout/public?' + query.toString();
    frame.title = 'Razorpay Checkout';
    frame.setAttribute('style', 'position:fixed;inset:0;width:100%;height:100%;border:0;z-index:2147483647;background:#fff');
    function onMessage(event) {
      if (event.origin !== API || event.source !== frame.contentWindow) return;
      var data = event.data || {};
      window.removeEventListener('message', onMessage);
      frame.remove();
      if (data.type === 'success') o.handler(data.response);
      else if (data.type === 'failed' && self.handlers['payment.failed']) self.handlers['payment.failed']({ error: data.error });
      else if (o.modal && o.modal.ondismiss) o.modal.ondismiss();
    }
    window.addEventListener('message', onMessage);
    this.ready.then(
      function () { document.body.appendChild(frame); },
      function (e) { window.removeEventListener('message', onMessage); if (self.handlers['payment.failed']) self.handlers['payment.failed']({ error: { description: String(e) } }); },
    );
  };
  window.Razorpay = Razorpay;
})();
`;
}

/** The checkout frame: the order's amount, Pay and Cancel. */
function checkoutFrame(order: StandInOrder): string {
  const rupees = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  }).format(order.amount / 100);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Razorpay Checkout</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:sans-serif;padding:24px">
<main><h1>Pay ${rupees}</h1><p>Order ${order.id}</p>
<button type="button" id="pay" style="min-height:44px">Pay ${rupees}</button>
<button type="button" id="cancel" style="min-height:44px">Cancel</button></main>
<script>
  var orderId = ${JSON.stringify(order.id)};
  document.getElementById('pay').onclick = function () {
    fetch('/v1/standin/pay', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ order_id: orderId }) })
      .then(function (r) { return r.json(); })
      .then(function (response) { parent.postMessage({ type: 'success', response: response }, '*'); });
  };
  document.getElementById('cancel').onclick = function () { parent.postMessage({ type: 'dismiss' }, '*'); };
</script></body></html>`;
}

export async function startRazorpayStandIn(keys: { keyId: string; keySecret: string }): Promise<RazorpayStandIn> {
  const requests: StandInRequest[] = [];
  const orders = new Map<string, StandInOrder>();
  const basic = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;

  const apiServer = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      requests.push({ origin: 'api', method: req.method ?? 'GET', path: url.pathname });
      const refund = url.pathname.match(/^\/v1\/payments\/(pay_[A-Za-z0-9]+)\/refund$/);
      if (req.method === 'POST' && (url.pathname === '/v1/orders' || refund)) {
        if (req.headers.authorization !== basic) return razorpayError(res, 401, 'Authentication failed');
        const sent = (await body(req)) as { amount?: unknown; currency?: unknown; receipt?: unknown } | undefined;
        if (refund)
          return json(res, 200, {
            id: id('rfnd_'),
            entity: 'refund',
            payment_id: refund[1],
            amount: sent?.amount,
            status: 'processed',
          });
        if (!Number.isInteger(sent?.amount) || (sent?.amount as number) < 100 || sent?.currency !== 'INR') {
          return razorpayError(res, 400, 'The amount must be an integer of at least 100 paise in INR');
        }
        const order: StandInOrder = {
          id: id('order_'),
          amount: sent.amount as number,
          currency: 'INR',
          receipt: String(sent.receipt ?? ''),
          status: 'created',
        };
        orders.set(order.id, order);
        return json(res, 200, {
          ...order,
          entity: 'order',
          amount_paid: 0,
          amount_due: order.amount,
          attempts: 0,
          created_at: Math.floor(Date.now() / 1000),
        });
      }
      if (req.method === 'GET' && url.pathname === '/v1/preferences') {
        // Called by checkout.js from the merchant's page: a cross-origin read.
        const cors = { 'Access-Control-Allow-Origin': '*' };
        return url.searchParams.get('key_id') === keys.keyId
          ? json(res, 200, { options: {} }, cors)
          : json(res, 401, { error: {} }, cors);
      }
      if (req.method === 'GET' && url.pathname === '/v1/checkout/public') {
        const order = orders.get(url.searchParams.get('order_id') ?? '');
        if (!order || url.searchParams.get('key_id') !== keys.keyId)
          return send(res, 404, 'text/plain', 'no such order');
        return send(res, 200, 'text/html; charset=utf-8', checkoutFrame(order));
      }
      if (req.method === 'POST' && url.pathname === '/v1/standin/pay') {
        const order = orders.get(String(((await body(req)) as { order_id?: unknown } | undefined)?.order_id ?? ''));
        if (!order) return razorpayError(res, 400, 'no such order');
        order.status = 'paid';
        const paymentId = id('pay_');
        const signature = createHmac('sha256', keys.keySecret).update(`${order.id}|${paymentId}`).digest('hex');
        return json(res, 200, {
          razorpay_payment_id: paymentId,
          razorpay_order_id: order.id,
          razorpay_signature: signature,
        });
      }
      return razorpayError(res, 404, 'The requested URL was not found on the server.');
    })().catch((e: unknown) => send(res, 500, 'text/plain', String(e)));
  });
  const apiUrl = await listen(apiServer);

  const script = checkoutScript(apiUrl);
  const checkoutServer = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    requests.push({ origin: 'checkout', method: req.method ?? 'GET', path });
    if (req.method === 'GET' && path === '/v1/checkout.js')
      return send(res, 200, 'application/javascript; charset=utf-8', script);
    return send(res, 404, 'text/plain', 'not found');
  });
  const checkoutOrigin = await listen(checkoutServer);

  const close = (server: Server) =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return {
    checkoutUrl: `${checkoutOrigin}/v1/checkout.js`,
    apiUrl,
    requests,
    orders,
    stop: async () => {
      await Promise.all([close(apiServer), close(checkoutServer)]);
    },
  };
}
