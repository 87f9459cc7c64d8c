"""The ruling log: events, the rulings given in them, follow-ups, history and reports.

Layers, outermost first: ``web`` (FastAPI router and templates) and ``arbiter.cli.log``
are thin shells over ``service`` (the one write path: validate everything, then write a
ruling, its follow-ups and its history in one transaction), which uses ``models`` and
``store`` (engine, SQLite pragmas, migrations). ``validate`` turns user input into clean
values or a bilingual error naming every bad field at once.

Nothing here is imported by the guide commands: SQLAlchemy loads only when the log is
used. See ``docs/log.md``.
"""
