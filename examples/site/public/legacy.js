// The legacy site's own cart header: it knows nothing of Hearth except the documented
// `hearth:cart-updated` event [ref: script-tag#events], whose detail is the new item count when known.
document.addEventListener('hearth:cart-updated', function (event) {
  var count = event.detail;
  var el = document.getElementById('legacy-cart-count');
  if (el && typeof count === 'number' && isFinite(count)) el.textContent = String(count);
});
