"""arbiter: guides bridge tournament directors to the right ruling.

The package is layered so that the guide commands start fast: ``bridge`` (domain types),
``laws`` (law catalogue), ``guide`` (ruling engine and content), ``calc`` (calculators),
``cli`` (command line). Shells import services, services import the domain, never the
other way round.
"""

__version__ = "0.1.0"
