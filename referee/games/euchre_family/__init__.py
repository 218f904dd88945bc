"""What several games of the Euchre family share beyond the code's laws: the widow taken and discarded for
(``widow``: the games that deal one, Five Hundred, five- and seven-hand among them) and a count wiped down
(``count_down``: Set-back and Penalty Euchre)."""
