"""The board a guide page was opened for, as the log may show it to this request.

A guide page opened from a call (``?call_id=17``) or from a ruling of an event (``?event=4
&board=7``) asks here for its board (:func:`board_for`, hooked into the guide by
:mod:`arbiter.web.app` as ``board_source``). The guide needs no account; the board does:
it is given only to a signed-in user who may read the event (her clubs, as every log
page: :mod:`.access`), and everyone else gets the guide without it, the same page as
without the parameter. The answer is a :class:`arbiter.guide.board.TableBoard`: the
board's number (the dealer and vulnerability follow from it), the four hands when the
event has a hand record for that board, and the table and time of the call.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any
from urllib.parse import urlencode

from fastapi import Request

from arbiter.guide.board import TableBoard
from arbiter.i18n import InputError
from arbiter.log.calls import CallService
from arbiter.log.web.shared import log_app, user


def board_for(request: Request, context: Mapping[str, str]) -> TableBoard | None:
    """The board of ``context`` (``call_id``, or ``event`` and ``board``), or None: no board
    named, not signed in, another club's event or call, or no such event."""
    if not context.get("call_id") and not (context.get("event") and context.get("board")):
        return None
    who = user(request)
    if who is None:
        return None
    request.state.arbiter_who = who  # the services below see what she may see
    app = log_app(request)
    try:
        return _board(app, who, context)
    except InputError:  # not found, not hers: the guide without the board
        return None


def _board(app: Any, who: Any, context: Mapping[str, str]) -> TableBoard | None:
    extra: dict[str, Any] = {}
    # from the address (text) or from the call (numbers)
    event_id: str | int | None = context.get("event")
    board: str | int | None = context.get("board")
    table: str | int | None = context.get("table")
    if context.get("call_id"):
        c = CallService(app.store, who.scope).get(context["call_id"])
        event_id, board, table = c["event_id"], c["board"], c["table"]
        extra["called_at"] = c["called_at_local"]
    event = app.service.event(event_id)  # scoped: another club's event is not found
    extra.update(event=event["name"], table=int(table) if table else None,
                 profile=event.get("profile") or "NBB")
    extra["context"] = tuple(context.items())
    if not board:
        return None
    form = (
        [("call_id", context["call_id"])]
        if context.get("call_id")
        else [
            (k, str(v))
            for k, v in (("event", event["id"]), ("table", table), ("board", board))
            if v
        ]
    )
    extra["form_url"] = "/log/new?" + urlencode(form)
    hand = app.hands.hand(event["id"], board)
    if hand is None:
        return TableBoard(int(board), **extra)
    return TableBoard.from_record(hand, **extra)
