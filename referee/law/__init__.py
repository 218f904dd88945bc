"""The law: the codes as data (``laws``), the codes a table plays under (``codes``), what a hand counts
(``hand_score``), a ruling and its options (``rulings``, ``penalties``), the judges of Foster's laws (``deal_faults``,
``bidding_faults``, ``play_faults``, ``revokes``), the 1862 code's and the Call-Ace code's own (``professor``,
``callace``), which code rules by which (``judging``), and what the engine makes of each law (``coverage``)."""
