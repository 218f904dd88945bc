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
