// /demo/account: static script (the CSP forbids inline script). The card-entry island tells the
// page a card was applied with hearth:card-entered, whose detail holds only the type, the last
// four and saveToAccount (the full card goes only to an onApply callback given to hearth.open).
(function () {
  // the detail holds the card type (MasterCard, AmericanExpress); the page names it as shoppers
  // read it, the store's own cards by the config's cardNames
  var NAMES = { MasterCard: 'Mastercard', AmericanExpress: 'American Express' };
  try {
    var config = JSON.parse(document.getElementById('hearth-config').textContent);
    Object.assign(NAMES, config.cardNames);
  } catch (error) {
    // no config: the network names only
  }
  var out = document.getElementById('applied-card');
  document.addEventListener('hearth:card-entered', function (event) {
    var card = event.detail || {};
    if (out)
      out.textContent =
        'Applied ' +
        (NAMES[card.type] || card.type) +
        ' ending in ' +
        card.lastFour +
        (card.saveToAccount ? ' (saved to account)' : '') +
        '.';
  });
})();
