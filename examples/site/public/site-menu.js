// The store's phone menu, a <details>: Escape closes it and gives the focus back to its button
// (a disclosure's keyboard, WAI-ARIA Authoring Practices), when the focus is in it or nowhere.
document.addEventListener('keydown', function (event) {
  if (event.key !== 'Escape') return;
  var menu = document.querySelector('details.site-menu[open]');
  var active = document.activeElement;
  if (!menu || (active && active !== document.body && !menu.contains(active))) return;
  menu.open = false;
  menu.querySelector('summary').focus();
});
