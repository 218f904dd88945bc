// The new-table form follows the seats as they are typed: a player's box and a place in the
// first dealer's list for each seat; and the game chosen: only its laws and the options it takes
// (hidden and disabled, the others are not sent), and its seats where those shown are the last
// game's. Without script the form is drawn for the seats sent (or the game's, /tables/new?game=X),
// every option shown, and the server keeps only the options of the game.
(function () {
  var game = document.querySelector("select[name=game]");
  var code = document.querySelector("select[name=code]");
  if (game && code) {
    var shown = game.value;
    var defaultOf = function (input, name) {  // a game's default for a number field (data-defaults)
      var pair = input.getAttribute("data-defaults").split(" ").filter(function (p) {
        return p.slice(0, p.lastIndexOf(":")) === name;
      })[0];
      return pair && pair.slice(pair.lastIndexOf(":") + 1);
    };
    var seatsOf = function (name) {  // a game's seats until others are typed (its option's data-seats)
      var option = game.querySelector("option[value='" + name + "']");
      return option && option.getAttribute("data-seats");
    };
    var follow = function () {
      document.querySelectorAll("input[data-defaults]").forEach(function (input) {
        var was = defaultOf(input, shown), now = defaultOf(input, game.value);
        if (now && (input.value === was || !input.value)) input.value = now;  // left at the last game's: the new's
      });
      var seatsInput = document.querySelector("input[name=seats]"), seatsNow = seatsOf(game.value);
      if (seatsInput && seatsNow && seatsInput.value === seatsOf(shown) && seatsNow !== seatsInput.value) {
        seatsInput.value = seatsNow;  // left at the last game's seats: the new game's, a player's box for each
        seatsInput.dispatchEvent(new Event("input"));
      }
      shown = game.value;
      document.querySelectorAll("[data-games]").forEach(function (el) {
        var off = el.getAttribute("data-games").split(" ").indexOf(game.value) < 0;
        el.hidden = off;
        el.querySelectorAll("input, select").forEach(function (i) { i.disabled = off; });
        if (el.tagName === "OPTION") el.disabled = off;
      });
      if (code.selectedOptions[0] && code.selectedOptions[0].disabled) {
        code.value = code.querySelector("option:not([disabled])").value;
      }
    };
    game.addEventListener("change", follow);
    follow();
  }

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
