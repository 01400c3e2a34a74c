// /demo/account: static script (the CSP forbids inline script). It receives the applied card from
// the card-entry island and shows only its type and last four; the full number and security code
// are never logged, stored or put in the page.
(function () {
  var out = document.getElementById('applied-card');
  document.addEventListener('hearth:card-entered', function (event) {
    var card = event.detail || {};
    var number = String(card.number || '');
    if (out) out.textContent = 'Applied ' + card.type + ' ending in ' + number.slice(-4) + (card.saveToAccount ? ' (saved to account)' : '') + '.';
  });
})();
