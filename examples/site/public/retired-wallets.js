// Masterpass and Visa Checkout on a legacy checkout page that still offers them (the demo's
// variant switch on /dev): the page's own buttons post to its server with the anti-forgery token
// (launchmasterpass {}, savevisapayment {basketId, paymentInitiator, callId}) and, once the
// server took the payment, reload the page, whose checkout then says what the order is paid with.
(function () {
  var box = document.querySelector('[data-retired-wallets]');
  if (!box) return;
  var tokenInput = document.querySelector('#__AjaxAntiForgeryForm input[name="__RequestVerificationToken"]');
  var token = tokenInput ? tokenInput.value : '';
  var status = box.querySelector('[role="status"]');
  var buttons = box.querySelectorAll('button[data-endpoint]');
  var busy = false;

  function say(text) {
    if (status) status.textContent = text;
  }

  function pay(button) {
    if (busy) return;
    var body;
    try {
      body = JSON.parse(button.getAttribute('data-body') || '{}');
    } catch (e) {
      body = {};
    }
    // what Visa's script hands back for the payment it took (made up in the demo)
    if (button.hasAttribute('data-call-id')) body.callId = 'demo-call-' + Date.now();
    busy = true;
    button.setAttribute('aria-busy', 'true');
    say('Sending…');
    fetch(button.getAttribute('data-endpoint'), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', RequestVerificationToken: token },
      body: JSON.stringify(body),
    })
      .then(function (response) {
        return response.ok ? response.json() : null;
      })
      .then(function (answer) {
        if (answer && answer.isSuccess !== false) {
          say('Payment saved. Updating the checkout…');
          location.reload();
          return;
        }
        say(
          (answer && (answer.errorMessage || answer.message)) ||
            'That payment did not go through. Please try another way to pay.',
        );
      })
      .catch(function () {
        say('That payment did not go through. Please try another way to pay.');
      })
      .then(function () {
        busy = false;
        button.removeAttribute('aria-busy');
      });
  }

  for (var i = 0; i < buttons.length; i += 1) {
    buttons[i].disabled = false;
    buttons[i].addEventListener('click', function (event) {
      pay(event.currentTarget);
    });
  }
})();
