"""``arbiter serve [--host H] [--port P]``: the web app, for phones and the laptop itself.

Directors open it on their phones over the club's network, so by default it listens on
every interface and prints the addresses to type (or bookmark). This module imports only
the standard library: FastAPI and uvicorn load when the server starts, so the guide
commands do not pay for them.
"""

from __future__ import annotations

import os
from collections.abc import Sequence

from arbiter.cli.errors import Parser
from arbiter.i18n import Lang

DEFAULT_HOST = "0.0.0.0"
DEFAULT_PORT = 8000


def wanted(argv: Sequence[str]) -> bool:
    """True when the command (the first word that is not an option) is ``serve``."""
    skip = False
    for arg in argv:
        if skip:
            skip = False
            continue
        if arg == "--lang":
            skip = True
            continue
        if arg.startswith("-"):
            continue
        return arg == "serve"
    return False


def build_parser() -> Parser:
    parser = Parser(prog="arbiter serve", description="Start the web app (phones, laptop).")
    parser.add_argument("--host", default=DEFAULT_HOST,
                        help=f"address to listen on (default {DEFAULT_HOST}: the whole club "
                             "network; 127.0.0.1: this computer only)")  # fmt: skip
    parser.add_argument("--port", type=int, default=DEFAULT_PORT,
                        help=f"port (default {DEFAULT_PORT})")  # fmt: skip
    parser.add_argument("--database", default=None,
                        help="ruling log database URL (default: the SQLite file; "
                             "sets ARBITER_DATABASE_URL)")  # fmt: skip
    parser.add_argument(
        "--certfile",
        default=None,
        help="TLS certificate: phones keep the guide offline only over https",
    )
    parser.add_argument("--keyfile", default=None, help="TLS private key for --certfile")
    parser.add_argument("--log-level", default="warning",
                        choices=["critical", "error", "warning", "info", "debug"])  # fmt: skip
    parser.add_argument("--lang", default=None, help="nl (default) or en: language of messages")
    return parser


def _addresses(host: str) -> list[str]:
    import socket

    if host not in ("0.0.0.0", "::", ""):
        return [host]
    found = ["127.0.0.1"]
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.255.255.255", 1))  # sends nothing: only picks the route
            found.append(probe.getsockname()[0])
        except OSError:
            pass
    return list(dict.fromkeys(found))


def main(argv: Sequence[str], lang: Lang) -> int:
    args_list = list(argv)
    if "serve" in args_list:
        args_list.remove("serve")
    args = build_parser().parse_args(args_list)
    if not 0 < args.port < 65536:
        from arbiter.i18n import InputError

        raise InputError(f"Poort {args.port} bestaat niet.", f"Port {args.port} does not exist.",
                         accepted=("1-65535",))  # fmt: skip
    if args.database:
        os.environ["ARBITER_DATABASE_URL"] = args.database

    import gc

    import uvicorn

    from arbiter.web.app import create_app, warm

    app = create_app()
    warm(app)
    gc.collect()
    gc.freeze()  # the content stays for the life of the server: keep it out of GC passes
    scheme = "https" if args.certfile else "http"
    label = "Open op de telefoon of deze computer" if lang == "nl" else "Open on a phone or here"
    print(f"arbiter: {label}:")
    for address in _addresses(args.host):
        print(f"  {scheme}://{address}:{args.port}/")
    stop = "Stoppen: Ctrl+C" if lang == "nl" else "Stop: Ctrl+C"
    print(stop, flush=True)
    uvicorn.run(
        app,
        host=args.host,
        port=args.port,
        log_level=args.log_level,
        access_log=args.log_level in ("info", "debug"),  # a line per request costs time
        ssl_certfile=args.certfile,
        ssl_keyfile=args.keyfile,
        proxy_headers=False,
        server_header=False,
    )
    return 0
