"""The certificates of ``arbiter serve --https``: a key file of another kind in the
authority's place is a message saying what to do, not a traceback."""

from __future__ import annotations

import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa

from arbiter.cli.tls import ensure
from arbiter.i18n import InputError


def test_made_once_then_kept(tmp_path):
    first = ensure(tmp_path, ["localhost"])
    again = ensure(tmp_path, ["localhost"])
    assert first.made and not again.made
    assert first.ca_fingerprint == again.ca_fingerprint


def test_a_foreign_authority_key_is_a_message(tmp_path):
    ensure(tmp_path, ["localhost"])
    (tmp_path / "server.crt").unlink()  # a new server certificate needs the authority's key
    other = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    (tmp_path / "arbiter-ca.key").write_bytes(
        other.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
    )
    with pytest.raises(InputError) as caught:
        ensure(tmp_path, ["localhost"])
    assert "EC" in caught.value.text["en"] and "Verwijder de map" in caught.value.text["nl"]
