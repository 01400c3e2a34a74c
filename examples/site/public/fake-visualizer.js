/*
 * The demo's stand-in for the vendor visualizer widget (the demo and tests use a local
 * fake). It defines window.HearthVisualizerWidget.mount(element, options) as Hearth's adapter
 * expects: a "room" listing the products with More / Fewer buttons that report the scene.
 */
(function () {
  window.HearthVisualizerWidget = {
    mount: function (element, options) {
      var qty = {};
      // the room it was asked to open with: the visualizer request's sceneInfo (id and qty)
      options.sceneInfo.forEach(function (entry) {
        qty[entry.id] = entry.qty;
      });
      var room = document.createElement('div');
      room.className = 'fake-visualizer';
      var note = document.createElement('p');
      note.textContent = 'Demo room (ruler: ' + options.settings.rulerUnit + ', ZIP ' + options.settings.zip + ')';
      var list = document.createElement('ul');
      function nameOf(sku) {
        var found = options.products.filter(function (p) {
          return p.sku === sku;
        })[0];
        return (found && found.name) || sku;
      }
      function report() {
        options.onSceneChange(
          Object.keys(qty).map(function (id) {
            return { id: id, qty: qty[id] };
          }),
        );
      }
      function draw() {
        list.replaceChildren.apply(
          list,
          Object.keys(qty).map(function (sku) {
            var item = document.createElement('li');
            var label = document.createElement('span');
            label.textContent = nameOf(sku) + ' × ' + qty[sku] + ' ';
            item.appendChild(label);
            [
              ['More ', 1],
              ['Fewer ', -1],
            ].forEach(function (pair) {
              var button = document.createElement('button');
              button.type = 'button';
              button.textContent = pair[0] + nameOf(sku);
              button.addEventListener('click', function () {
                qty[sku] = Math.max(0, qty[sku] + pair[1]);
                draw();
                report();
              });
              item.appendChild(button);
            });
            return item;
          }),
        );
      }
      draw();
      room.append(note, list);
      element.appendChild(room);
      return {
        unmount: function () {
          room.remove();
        },
      };
    },
  };
})();
