// /demo/quantity: static script (the CSP forbids inline script).
(function () {
  var list = document.getElementById('qty-rows');
  var loadMore = document.getElementById('load-more');
  var removeRow = document.getElementById('remove-row');
  var simulate = document.getElementById('simulate-cart-update');
  var inserted = 0;
  var simulated = 0;

  if (loadMore && list) {
    loadMore.addEventListener('click', function () {
      inserted += 1;
      loadMore.disabled = true;
      fetch(loadMore.getAttribute('data-fragment') + '?n=' + inserted, { credentials: 'same-origin' })
        .then(function (res) {
          if (!res.ok) throw new Error('HTTP ' + res.status);
          return res.text();
        })
        .then(function (markup) {
          // as a legacy page does: HTML from the server, islands inside mount by themselves
          list.insertAdjacentHTML('beforeend', markup);
        })
        .catch(function (err) {
          console.warn('Could not load more items', err);
        })
        .finally(function () {
          loadMore.disabled = false;
        });
    });
  }

  if (removeRow && list) {
    removeRow.addEventListener('click', function () {
      var rows = list.querySelectorAll('[data-removable]');
      var last = rows[rows.length - 1];
      if (last) last.remove();
    });
  }

  if (simulate) {
    simulate.addEventListener('click', function () {
      simulated += 1;
      document.dispatchEvent(new CustomEvent('hearth:cart-updated', { detail: simulated }));
    });
  }
})();
