// The new-table form follows the seats as they are typed: a player's box and a place in the
// first dealer's list for each seat. Without script the form is drawn for the seats sent.
(function () {
  var seats = document.querySelector("input[name=seats]");
  var players = document.querySelector(".players");
  var dealer = document.querySelector("select[name=dealer]");
  if (!seats || !players || !dealer) return;
  seats.addEventListener("input", function () {
    var names = seats.value.replace(/,/g, " ").split(/\s+/).filter(Boolean);
    var typed = Array.prototype.map.call(players.querySelectorAll("input"), function (i) { return i.value; });
    var chosen = dealer.selectedIndex;
    players.textContent = "";
    dealer.textContent = "";
    names.forEach(function (seat, k) {
      var label = document.createElement("label");
      var tag = document.createElement("span");
      tag.className = "seat-tag";
      tag.textContent = seat;
      var input = document.createElement("input");
      input.name = "player." + k;
      input.placeholder = "Player at " + seat;
      input.value = typed[k] || "";
      label.append(tag, " ", input);
      players.append(label);
      dealer.append(new Option((k + 1) + ". " + seat, String(k), false, k === chosen));
    });
  });
})();
