"""The documents: what every paper says alike (``paper``), the scoresheets (``scoresheet``, ``own_sheet``), the ruling
report (``ruling_report``), the ruling as a person reads it (``readable``), an evening's papers (``evening_paper``),
in pure Python; printed to HTML and PDF through WeasyPrint by ``reports``, with QR codes by ``qr`` (the service's
layer: the engine imports neither)."""
