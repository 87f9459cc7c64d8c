"""The certificates of ``arbiter serve --https``, made on this computer on first start.

A club has no domain name and no certificate authority, so arbiter makes its own, in the
data folder (``tls/``, readable by the owner only):

* ``arbiter-ca.crt`` / ``arbiter-ca.key``: a small certificate authority of this laptop,
  valid ten years. A phone that installs ``arbiter-ca.crt`` once trusts the server
  without warnings (and then keeps the guide offline: browsers register a service worker
  only over trusted https). Without it the phone warns once; the director compares the
  SHA-256 fingerprint that ``arbiter serve`` prints with the one the browser shows.
* ``server.crt`` / ``server.key``: the server's certificate, signed by that authority, for
  the addresses the laptop has now (and ``localhost``). It is made again when the
  addresses change (another club's network) or it nears its end; the authority stays, so
  the phones need not install anything again.

Uses pyca/cryptography; imported only by ``arbiter serve --https``.
"""

from __future__ import annotations

import datetime as dt
import ipaddress
import os
import socket
from dataclasses import dataclass
from pathlib import Path

from cryptography import x509
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

from arbiter.i18n import InputError

CA_DAYS = 3650
SERVER_DAYS = 397  # browsers refuse server certificates valid for longer than about 13 months
RENEW_DAYS = 30


@dataclass(frozen=True, slots=True)
class Certificates:
    folder: Path
    ca: Path
    chain: Path  # the server's certificate followed by the authority's, as uvicorn sends it
    key: Path
    ca_fingerprint: str
    server_fingerprint: str
    made: bool  # a new server certificate was made on this start


def fingerprint(cert: x509.Certificate) -> str:
    """SHA-256 of the certificate as browsers show it: ``AB:CD:...``."""
    return cert.fingerprint(hashes.SHA256()).hex(":").upper()


def ensure(folder: Path, names: list[str]) -> Certificates:
    """The authority (made once) and a server certificate valid now for ``names`` (host
    names and IP addresses)."""
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    ca_path, ca_key_path = folder / "arbiter-ca.crt", folder / "arbiter-ca.key"
    chain_path, key_path = folder / "server.crt", folder / "server.key"
    now = dt.datetime.now(dt.UTC)
    if ca_path.exists() and ca_key_path.exists():
        ca = x509.load_pem_x509_certificate(ca_path.read_bytes())
        ca_key = _ec_key(serialization.load_pem_private_key(ca_key_path.read_bytes(), None),
                         ca_key_path)  # fmt: skip
    else:
        ca_key = ec.generate_private_key(ec.SECP256R1())
        ca = _authority(ca_key, now)
        _write(ca_key_path, _key_pem(ca_key))
        _write(ca_path, ca.public_bytes(serialization.Encoding.PEM))
    made = False
    server = _current(chain_path, key_path, ca, names, now)
    if server is None:
        key = ec.generate_private_key(ec.SECP256R1())
        server = _server(key, ca, ca_key, names, now)
        _write(key_path, _key_pem(key))
        chain = server.public_bytes(serialization.Encoding.PEM) + ca.public_bytes(
            serialization.Encoding.PEM
        )
        _write(chain_path, chain)
        made = True
    return Certificates(
        folder, ca_path, chain_path, key_path, fingerprint(ca), fingerprint(server), made
    )


def local_names(addresses: list[str]) -> list[str]:
    """What the phones may type: the addresses, ``localhost`` and this computer's name."""
    names = [*addresses, "localhost", "127.0.0.1", "::1", socket.gethostname()]
    return list(dict.fromkeys(n for n in names if n and n not in ("0.0.0.0", "::")))


def _current(
    chain: Path, key: Path, ca: x509.Certificate, names: list[str], now: dt.datetime
) -> x509.Certificate | None:
    """The server certificate on disk, if signed by ``ca``, covering ``names`` and not
    near its end."""
    if not (chain.exists() and key.exists()):
        return None
    try:
        cert = x509.load_pem_x509_certificate(chain.read_bytes())
        covered = set(_subject_names(cert))
        cert.verify_directly_issued_by(ca)
    except (ValueError, TypeError, InvalidSignature, x509.ExtensionNotFound):
        return None
    if not set(names) <= covered or cert.not_valid_after_utc - now < dt.timedelta(RENEW_DAYS):
        return None
    return cert


def _subject_names(cert: x509.Certificate) -> list[str]:
    san = cert.extensions.get_extension_for_class(x509.SubjectAlternativeName).value
    return [*san.get_values_for_type(x509.DNSName),
            *(str(ip) for ip in san.get_values_for_type(x509.IPAddress))]  # fmt: skip


def _authority(key: ec.EllipticCurvePrivateKey, now: dt.datetime) -> x509.Certificate:
    name = x509.Name(
        [
            x509.NameAttribute(NameOID.ORGANIZATION_NAME, "arbiter"),
            x509.NameAttribute(NameOID.COMMON_NAME, f"arbiter on {socket.gethostname()}"[:64]),
        ]
    )
    return (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - dt.timedelta(days=1))
        .not_valid_after(now + dt.timedelta(days=CA_DAYS))
        .add_extension(x509.BasicConstraints(ca=True, path_length=0), critical=True)
        .add_extension(
            x509.KeyUsage(
                digital_signature=False,
                content_commitment=False,
                key_encipherment=False,
                data_encipherment=False,
                key_agreement=False,
                key_cert_sign=True,
                crl_sign=True,
                encipher_only=False,
                decipher_only=False,
            ),
            critical=True,
        )
        .add_extension(x509.SubjectKeyIdentifier.from_public_key(key.public_key()), False)
        .sign(key, hashes.SHA256())
    )


def _ec_key(key: object, path: Path) -> ec.EllipticCurvePrivateKey:
    """The authority's key as this module makes it (elliptic curve); another kind of key
    in its place is a clear message, not a crash further on."""
    if isinstance(key, ec.EllipticCurvePrivateKey):
        return key
    raise InputError(
        f"'{path}' bevat geen sleutel zoals arbiter die maakt (EC). Verwijder de map om "
        "nieuwe certificaten te laten maken.",
        f"'{path}' holds no key as arbiter makes them (EC). Remove the folder to have new "
        "certificates made.",
        accepted=(str(path.parent),),
    )


def _server(
    key: ec.EllipticCurvePrivateKey,
    ca: x509.Certificate,
    ca_key: ec.EllipticCurvePrivateKey,
    names: list[str],
    now: dt.datetime,
) -> x509.Certificate:
    alternatives: list[x509.GeneralName] = []
    for n in names:
        try:
            alternatives.append(x509.IPAddress(ipaddress.ip_address(n)))
        except ValueError:
            alternatives.append(x509.DNSName(n))
    subject = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, names[0][:64])])
    return (
        x509.CertificateBuilder()
        .subject_name(subject)
        .issuer_name(ca.subject)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - dt.timedelta(days=1))
        .not_valid_after(now + dt.timedelta(days=SERVER_DAYS))
        .add_extension(x509.SubjectAlternativeName(alternatives), critical=False)
        .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
        .add_extension(x509.ExtendedKeyUsage([ExtendedKeyUsageOID.SERVER_AUTH]), critical=False)
        .add_extension(
            x509.AuthorityKeyIdentifier.from_issuer_public_key(ca_key.public_key()), False
        )
        .sign(ca_key, hashes.SHA256())
    )


def _key_pem(key: ec.EllipticCurvePrivateKey) -> bytes:
    return key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    )


def _write(path: Path, data: bytes) -> None:
    """Owner-only, written whole: a half certificate would stop the server starting."""
    temp = path.with_name(path.name + ".part")
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "wb") as fh:
        fh.write(data)
    os.replace(temp, path)
