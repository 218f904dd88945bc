"""An evening of many tables by rounds (family.md section 5): its record (``evening_record``), the draw for places
(``draw``), one table in one round (``round_tables``), Foster's PROGRESSIVE and MILITARY EUCHRE (``progression``,
``military``), the modern club's rotation (``rotation``), and the evening's ruling (``evening``)."""
