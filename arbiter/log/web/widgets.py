"""The log's fields as the app's form renderer draws them (:mod:`arbiter.web.calc_widgets`,
``calc_widgets.html``): from their declarations in :mod:`arbiter.log.fields`, filled in
with a form's values, with the renderer's words in the page's language."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from arbiter.calc.service.declare import Input
from arbiter.i18n import Lang
from arbiter.log import fields
from arbiter.web.calc_widgets import Widget, widget


def drawn(
    own: tuple[Input, ...], values: Mapping[str, Any], language: Lang, rows: int = 0
) -> dict[str, Widget]:
    """The fields ``own`` and those of the first ``rows`` persons as the form renderer
    draws them, filled in with ``values``, by name."""
    inputs = own + tuple(inp for row in range(rows) for inp in fields.person(row))
    return {inp.name: widget(inp, values.get(inp.name), language) for inp in inputs}


def widget_words(language: Lang, left_open: str = "none") -> dict[str, str]:
    """The form renderer's own words (the stepper's buttons ...), with the log's word
    for a choice left open (``left_open``: "geen", or "alle onderwerpen" on a filter)."""
    from arbiter.log.labels import words
    from arbiter.web.calc_labels import CALC_LABELS

    return {**CALC_LABELS[language], "none": words(language)(left_open)}

