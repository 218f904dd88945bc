// Show only the fields the chosen kind of event (or dispute) takes. Without
// script every field shows, and the server takes only those the event uses.
// Run on the page, and again on what htmx swaps in (a fact recorded by a tap).
(function () {
  function toggle(root, select, attr) {
    var value = select.value;
    root.querySelectorAll("[" + attr + "]").forEach(function (el) {
      el.hidden = el.getAttribute(attr).split(" ").indexOf(value) < 0;
    });
  }
  function init(root) {
    var type = root.querySelector("#event-type");
    if (type) {
      type.addEventListener("change", function () { toggle(root, type, "data-types"); });
      toggle(root, type, "data-types");
    }
    // The seat the page suggests is for the fact it expects; a fault in the deal names only a seat the scorer picks.
    var suggested = root.querySelector("input[name=seat][data-suggested]");
    if (type && suggested) {
      var picked = false;
      root.querySelectorAll("input[name=seat]").forEach(function (r) {
        r.addEventListener("change", function () { picked = true; });
      });
      var follow = function () { if (!picked) suggested.checked = type.value !== "deal_fault"; };
      type.addEventListener("change", follow);
      follow();
    }
    var whats = root.querySelectorAll("input[type=radio][name=what]");  // the dispute page's; a tap's is hidden
    if (whats.length) {
      var show = function () {
        var checked = root.querySelector("input[type=radio][name=what]:checked");
        var value = checked ? checked.value : "";
        root.querySelectorAll("[data-what]").forEach(function (el) {
          el.hidden = el.getAttribute("data-what").split(" ").indexOf(value) < 0;
        });
      };
      whats.forEach(function (r) { r.addEventListener("change", show); });
      show();
    }
  }
  // A tap the server did not answer with a page (no connection, an error): the page says so, as it stood.
  function failed(e) {
    var said = document.createElement("p");
    said.className = "flash error";
    said.setAttribute("role", "alert");
    said.textContent = "Not recorded: " + (e.type === "htmx:sendError" ? "the server could not be reached"
      : "the server answered " + e.detail.xhr.status) + ". Reload the page, and record it again if it is not in the log.";
    var main = document.querySelector("main");
    if (main) { main.prepend(said); window.scrollTo(0, 0); }
  }
  document.addEventListener("htmx:responseError", failed);
  document.addEventListener("htmx:sendError", failed);
  // After a fact is recorded (htmx swapped the page's main part), the focus goes to the next likely fact, not back to
  // the top of the page: one key records it (Enter), and Tab reaches the others in their order. A fact not recorded
  // takes it to what says why (refused, overtaken, or the slip asked about: "Fix it" first, a slip being likelier
  // than an irregularity meant); a deal over, to the next deal; else to the first of the next fact's buttons (of a card to follow suit, the
  // first of the suit led).
  var NEXT = ["main .alert.error", "main .alert.conflict", "#slip [data-type=fix]", "#quick button.primary",
              "#quick .taps.led button", "#quick .taps button", "#outcome[open] input", "#event-type"];
  // A deal scored by its outcome: the next deal's outcome is the likely fact, its form's first field.
  var sentFrom = null;
  document.addEventListener("htmx:beforeRequest", function (e) { sentFrom = e.detail.elt; });
  function focusNext(root) {
    var outcome = sentFrom && sentFrom.closest && sentFrom.closest("#outcome");
    var first = outcome && root.querySelector("#outcome[open] input[type=radio]");
    if (first && !root.querySelector("main .alert")) { first.focus(); return; }
    for (var i = 0; i < NEXT.length; i++) {
      var el = root.querySelector(NEXT[i]);
      if (el && !el.closest("[hidden]")) {
        if (el.matches(".alert")) { el.setAttribute("tabindex", "-1"); }
        el.focus();
        return;
      }
    }
  }
  if (window.htmx) {
    htmx.onLoad(function (el) {
      if (el === document.body || el.tagName === "MAIN") { init(el); }
      if (el.tagName === "MAIN") { focusNext(el); }
    });
  } else {
    init(document);
  }
})();
