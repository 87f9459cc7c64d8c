"""``python -m arbiter``: the same as the ``arbiter`` command."""

from arbiter.cli.main import main

raise SystemExit(main())
