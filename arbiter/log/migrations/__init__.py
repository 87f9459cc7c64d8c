"""Alembic migrations of the log, shipped in the package and run on start.

``HEAD`` names the newest revision so that a start-up can see the database is current
without loading Alembic; a test checks it against the scripts in ``versions/``.
"""

HEAD = "0010_analysis_lease"
