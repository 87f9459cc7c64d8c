"""The web app: pages for phone and laptop, and the JSON API (``arbiter serve``).

``app`` builds the FastAPI application; ``pages`` and ``api`` are its two faces over the
same data (``views``, built on the guide's own JSON shapes); ``render`` holds the
templates and the page cache; ``state`` puts a guide state in a URL; ``flowchart``,
``calculators``, ``forms`` and ``bundle`` are the services behind the flowchart, the
calculator forms, the table-data form and the offline guide. See ``docs/web.md``.

Nothing in the guide commands imports this package: FastAPI loads only for ``serve``.
"""
