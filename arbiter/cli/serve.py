"""``arbiter serve [--host H] [--port P] [--https]``: the web app, for phones and the laptop.

Directors open it on their phones over the club's network, so by default it listens on
every interface and prints the addresses to type (or bookmark). Over plain http the
passwords of the log cross the club's Wi-Fi readable by anyone on it, so ``--https``
makes a certificate on first start (:mod:`arbiter.cli.tls`) and prints its fingerprint
for the phones; plain http stays the default so that ``make run`` and
http://localhost:8000 work on a fresh machine, and the server says so when it listens on
the network without https.

This module imports only the standard library: FastAPI and uvicorn load when the server
starts, so the guide commands do not pay for them.
"""

from __future__ import annotations

import argparse
import os

from arbiter.i18n import InputError, Lang

DEFAULT_HOST = "0.0.0.0"
DEFAULT_PORT = 8000
LOOPBACK = ("127.0.0.1", "localhost", "::1")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--host",
        default=DEFAULT_HOST,
        help=f"address to listen on (default {DEFAULT_HOST}: the whole club "
        "network; 127.0.0.1: this computer only)",
    )
    parser.add_argument(
        "--port", type=int, default=DEFAULT_PORT, help=f"port (default {DEFAULT_PORT})"
    )
    parser.add_argument(
        "--database",
        "--db",
        default=None,
        metavar="URL",
        help="ruling log database URL (default: the SQLite file; sets ARBITER_DATABASE_URL)",
    )
    parser.add_argument(
        "--https",
        action="store_true",
        help="https with a certificate made on first start in the data folder "
        "(tls/); prints its fingerprint for the phones (docs/web.md)",
    )
    parser.add_argument(
        "--certfile",
        default=None,
        help="https with your own TLS certificate (instead of --https)",
    )
    parser.add_argument("--keyfile", default=None, help="TLS private key for --certfile")
    parser.add_argument(
        "--proxy",
        default=None,
        metavar="ADDRESSES",
        help="behind a reverse proxy at these addresses (comma-separated, e.g. 127.0.0.1): "
        "take the client's address and https from its X-Forwarded-For and "
        "X-Forwarded-Proto headers (docs/deploy.md)",
    )
    parser.add_argument(
        "--log-level", default="warning", choices=["critical", "error", "warning", "info", "debug"]
    )
    parser.add_argument(
        "--lang", default=argparse.SUPPRESS, help="nl (default) or en: language of messages"
    )


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


def _check(args: argparse.Namespace) -> None:
    if not 0 < args.port < 65536:
        raise InputError(
            f"Poort {args.port} bestaat niet.",
            f"Port {args.port} does not exist.",
            accepted=("1-65535",),
        )
    if args.https and args.certfile:
        raise InputError(
            "Kies --https (een eigen certificaat van arbiter) of --certfile, niet beide.",
            "Choose --https (arbiter makes a certificate) or --certfile, not both.",
            accepted=("--https", "--certfile FILE --keyfile FILE"),
        )
    for name in ("certfile", "keyfile"):
        path = getattr(args, name)
        if path and not os.path.isfile(path):
            raise InputError(
                f"Bestand '{path}' bestaat niet (--{name}).",
                f"File '{path}' does not exist (--{name}).",
            )
    if args.database:  # said now, not as a log that silently failed to load
        from arbiter.cli import database

        with database.opened(args.database):
            pass


def main(args: argparse.Namespace, lang: Lang) -> int:
    _check(args)
    if args.database:
        os.environ["ARBITER_DATABASE_URL"] = args.database
    addresses = _addresses(args.host)
    certfile, keyfile, certificates = args.certfile, args.keyfile, None
    if args.https:
        from arbiter.cli import tls
        from arbiter.log.config import data_dir

        certificates = tls.ensure(data_dir() / "tls", tls.local_names(addresses))
        certfile, keyfile = str(certificates.chain), str(certificates.key)

    import gc

    import uvicorn

    from arbiter.server import create_app
    from arbiter.web.app import warm

    app = create_app()
    if certificates is not None:
        app.state.ca_certificate = certificates.ca.read_bytes()
    warm(app)
    gc.collect()
    gc.freeze()  # the content stays for the life of the server: keep it out of GC passes
    _announce(args, lang, addresses, "https" if certfile else "http", certificates)
    uvicorn.run(
        app,
        host=args.host,
        port=args.port,
        log_level=args.log_level,
        log_config=_log_config(args.log_level),
        access_log=args.log_level in ("info", "debug"),  # a line per request costs time
        ssl_certfile=certfile,
        ssl_keyfile=keyfile,
        proxy_headers=bool(args.proxy),  # only a proxy we were told of may name the client
        forwarded_allow_ips=args.proxy or None,
        server_header=False,
    )
    return 0


def _log_config(level: str) -> dict:
    """uvicorn's logging, plus arbiter's own messages with their time: at ``level``, and
    every sign-in attempt to the log whatever the level (who, from where, let in or not)."""
    import copy

    from uvicorn.config import LOGGING_CONFIG

    config = copy.deepcopy(LOGGING_CONFIG)
    config["formatters"]["arbiter"] = {"format": "%(asctime)s %(levelname)s %(name)s: %(message)s"}
    config["handlers"]["arbiter"] = {
        "formatter": "arbiter",
        "class": "logging.StreamHandler",
        "stream": "ext://sys.stderr",
    }
    config["loggers"]["arbiter"] = {
        "handlers": ["arbiter"],
        "level": level.upper(),
        "propagate": False,
    }
    config["loggers"]["arbiter.log.signin"] = {"level": "INFO"}
    return config


def _announce(args, lang: Lang, addresses: list[str], scheme: str, certificates) -> None:
    nl = lang == "nl"
    print(
        f"arbiter: {'Open op de telefoon of deze computer' if nl else 'Open on a phone or here'}:"
    )
    for address in addresses:
        shown = f"[{address}]" if ":" in address else address
        print(f"  {scheme}://{shown}:{args.port}/")
    if certificates is not None:
        print(
            (
                "Certificaat (SHA-256), vergelijk op de telefoon: "
                if nl
                else "Certificate (SHA-256), compare on the phone: "
            )
            + certificates.server_fingerprint
        )
        print(
            (
                "Eenmalig installeren op telefoons (dan geen waarschuwing meer): "
                if nl
                else "Install once on the phones (then no more warnings): "
            )
            + f"{scheme}://{addresses[-1]}:{args.port}/arbiter-ca.crt"
            + f" (SHA-256 {certificates.ca_fingerprint})"
        )
    elif args.host not in LOOPBACK:
        print(
            "Let op: zonder https gaan wachtwoorden leesbaar over het netwerk; "
            "start met --https (docs/web.md)."
            if nl
            else "Note: without https, passwords cross the network readable by anyone on it; "
            "start with --https (docs/web.md)."
        )
    print("Stoppen: Ctrl+C" if nl else "Stop: Ctrl+C", flush=True)
