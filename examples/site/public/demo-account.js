// /demo/account: static script (the CSP forbids inline script). The card-entry island tells the
// page a card was applied with hearth:card-entered, whose detail holds only the type, the last
// four and saveToAccount (the full card goes only to an onApply callback given to hearth.open).
(function () {
  var out = document.getElementById('applied-card');
  document.addEventListener('hearth:card-entered', function (event) {
    var card = event.detail || {};
    if (out)
      out.textContent =
        'Applied ' +
        card.type +
        ' ending in ' +
        card.lastFour +
        (card.saveToAccount ? ' (saved to account)' : '') +
        '.';
  });
})();
