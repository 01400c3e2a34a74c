// Developer fault panel: switches mock API faults per call through /__mock/faults.
// It reads the anti-forgery token the way Hearth does and sends it with every change.
(function () {
  var host = document.querySelector('[data-fault-panel]');
  if (!host) return;
  var endpoint = host.getAttribute('data-endpoint') || '/__mock/faults';
  var tokenInput = document.querySelector('input[name="__RequestVerificationToken"]');
  var token = tokenInput ? tokenInput.value : '';
  var DEFAULT_MODES = ['http503', 'http504', 'network', 'reset', 'malformed', 'slow'];

  function text(tag, value) {
    var el = document.createElement(tag);
    el.textContent = value;
    return el;
  }

  function render(state) {
    host.textContent = '';
    var form = document.createElement('form');
    form.className = 'fault-form';
    var callLabel = text('label', 'Call');
    var call = document.createElement('select');
    call.name = 'call';
    call.id = callLabel.htmlFor = 'fault-panel-call';
    ['*'].concat(state.calls || []).forEach(function (name) {
      var opt = text('option', name === '*' ? '* (every call)' : name);
      opt.value = name;
      call.appendChild(opt);
    });
    var modeLabel = text('label', 'Fault');
    var mode = document.createElement('select');
    mode.name = 'fault';
    mode.id = modeLabel.htmlFor = 'fault-panel-fault';
    ['none'].concat(state.FAULTS || DEFAULT_MODES).forEach(function (m) {
      var opt = text('option', m);
      opt.value = m;
      mode.appendChild(opt);
    });
    var submit = text('button', 'Apply');
    submit.type = 'submit';
    var clear = text('button', 'Clear all');
    clear.type = 'button';
    var status = document.createElement('pre');
    status.className = 'fault-state';
    status.setAttribute('aria-live', 'polite');
    status.textContent = JSON.stringify(state.faults || [], null, 2);
    var global = document.createElement('p');
    function showGlobal(list) {
      // faults set for every session (only from code in the server's process) apply here too
      global.textContent =
        list && list.length
          ? 'Also on for every session: ' +
            list
              .map(function (f) {
                return f.call + ' ' + f.fault;
              })
              .join(', ')
          : '';
    }
    showGlobal(state.globalFaults);
    form.append(callLabel, ' ', call, ' ', modeLabel, ' ', mode, ' ', submit, ' ', clear);
    function send(body) {
      fetch(endpoint, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', RequestVerificationToken: token },
        body: JSON.stringify(body),
      })
        .then(function (res) {
          return res.json();
        })
        .then(function (next) {
          status.textContent = JSON.stringify(next.faults || next, null, 2);
          showGlobal(next.globalFaults);
        })
        .catch(function (err) {
          status.textContent = String(err);
        });
    }
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      // faults apply to this browser's session only (the mock API scopes them by cookie)
      send({ call: call.value, fault: mode.value === 'none' ? null : mode.value });
    });
    clear.addEventListener('click', function () {
      send({ clear: true });
    });
    host.append(form, status, global);
  }

  var panel = document.getElementById('hearth-dev-panel');
  var loaded = false;
  function load() {
    if (loaded) return;
    loaded = true;
    fetch(endpoint, { credentials: 'same-origin' })
      .then(function (res) {
        if (!res.ok) throw new Error('HTTP ' + res.status);
        return res.json();
      })
      .then(render)
      .catch(function () {
        host.textContent = 'The mock API offers no fault controls yet.';
      });
  }
  // fetch only when a developer opens the panel, so pages make no extra calls
  if (panel) {
    panel.addEventListener('toggle', function () {
      if (panel.open) load();
    });
    if (panel.open) load();
  }
})();
