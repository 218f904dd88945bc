// Show only the fields the chosen kind of event (or dispute) takes. Without
// script every field shows, and the server takes only those the event uses.
(function () {
  function toggle(select, attr) {
    var value = select.value;
    document.querySelectorAll("[" + attr + "]").forEach(function (el) {
      var wanted = el.getAttribute(attr).split(" ").indexOf(value) >= 0;
      el.hidden = !wanted;
    });
  }
  var type = document.getElementById("event-type");
  if (type) {
    type.addEventListener("change", function () { toggle(type, "data-types"); });
    toggle(type, "data-types");
  }
  // The seat the page suggests is for the fact it expects; a fault in the deal names only a seat the scorer picks.
  var suggested = document.querySelector("input[name=seat][data-suggested]");
  if (type && suggested) {
    var picked = false;
    document.querySelectorAll("input[name=seat]").forEach(function (r) {
      r.addEventListener("change", function () { picked = true; });
    });
    var follow = function () { if (!picked) suggested.checked = type.value !== "deal_fault"; };
    type.addEventListener("change", follow);
    follow();
  }
  var whats = document.querySelectorAll("input[name=what]");
  if (whats.length) {
    var show = function () {
      var checked = document.querySelector("input[name=what]:checked");
      var value = checked ? checked.value : "";
      document.querySelectorAll("[data-what]").forEach(function (el) {
        el.hidden = el.getAttribute("data-what").split(" ").indexOf(value) < 0;
      });
    };
    whats.forEach(function (r) { r.addEventListener("change", show); });
    show();
  }
})();
