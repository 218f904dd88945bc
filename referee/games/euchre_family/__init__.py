"""What several games of the Euchre family share beyond the code's laws: the parts a game lists for the engine's
replay (``part``: the deal, ``deal``; the turn-up's two rounds, ``turn_up``; the play, ``play``; the auction and the
widow, below), the bidding round, the trump made by bidding instead of by a turn-up (``bidding``, where the game
declares ``Game.bidding``), the widow taken and discarded for (``widow``: the games that deal one, Five Hundred, five-
and seven-hand among them), a hand scored by the bid (``bid_scores``: Auction, French Euchre, five- and seven-hand)
and a count wiped down (``count_down``: Set-back and Penalty Euchre)."""
