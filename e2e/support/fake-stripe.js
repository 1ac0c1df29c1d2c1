// A stand-in for Stripe.js (https://js.stripe.com/endive/stripe.js), served by the Stripe
// end-to-end spec in place of the real one, which this machine cannot download. It offers
// what @stripe/stripe-js and @stripe/react-stripe-js use: Stripe(key), elements({clientSecret}),
// a Payment Element with one labelled card field, and confirmPayment / confirmSetup, which
// post Stripe's confirm request to api.stripe.com (routed by the test to the fake Stripe
// server) and, on success, send the browser to the return address with Stripe's parameters.
(() => {
  function Stripe(publishableKey) {
    let clientSecret = '';
    let cardInput = null;

    async function confirm(kind, confirmParams) {
      const number = cardInput ? cardInput.value : '';
      if (!number) {
        return { error: { type: 'validation_error', message: 'Your card number is incomplete.' } };
      }
      const intentId = clientSecret.split('_secret_')[0];
      const response = await fetch(`https://api.stripe.com/v1/${kind}/${intentId}/confirm`, {
        method: 'POST',
        body: new URLSearchParams({
          key: publishableKey,
          client_secret: clientSecret,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': number,
          return_url: confirmParams.return_url,
        }),
      });
      const body = await response.json();
      if (!response.ok) return { error: body.error };
      const prefix = kind === 'payment_intents' ? 'payment_intent' : 'setup_intent';
      const url = new URL(confirmParams.return_url);
      url.searchParams.set(prefix, intentId);
      url.searchParams.set(`${prefix}_client_secret`, clientSecret);
      url.searchParams.set('redirect_status', 'succeeded');
      window.location.assign(url.href);
      // The page is leaving, as with the real Stripe.js.
      return new Promise(() => {});
    }

    return {
      _registerWrapper() {},
      registerAppInfo() {},
      createToken() {},
      createPaymentMethod() {},
      confirmCardPayment() {},
      confirmPayment: ({ confirmParams }) => confirm('payment_intents', confirmParams),
      confirmSetup: ({ confirmParams }) => confirm('setup_intents', confirmParams),
      elements(options) {
        clientSecret = options.clientSecret;
        return {
          update() {},
          getElement() {
            return null;
          },
          create(type) {
            const listeners = {};
            const element = {
              mount(node) {
                const label = document.createElement('label');
                label.textContent = 'Card number';
                cardInput = document.createElement('input');
                cardInput.autocomplete = 'cc-number';
                cardInput.inputMode = 'numeric';
                label.append(cardInput);
                node.replaceChildren(label);
                setTimeout(() =>
                  (listeners.ready || []).forEach((cb) => cb({ elementType: type })),
                );
              },
              on(event, callback) {
                (listeners[event] = listeners[event] || []).push(callback);
                return element;
              },
              off(event, callback) {
                listeners[event] = (listeners[event] || []).filter((cb) => cb !== callback);
                return element;
              },
              update() {},
              unmount() {},
              destroy() {
                cardInput = null;
              },
            };
            return element;
          },
        };
      },
    };
  }
  window.Stripe = Stripe;
})();
