# env.py runs only inside Alembic: keep pytest's doctest collection from importing it.
collect_ignore = ["env.py"]
