"""YAML loading for content files.

YAML 1.1 reads ``yes``/``no``/``on``/``off`` as booleans, which would silently turn an
answer id ``no`` into ``False``. Content uses yes/no as answer ids, so this loader keeps
them as strings and only ``true``/``false`` are booleans. The C parser is used when
present because the guide commands load content at every start.
"""

from __future__ import annotations

import os
import re
from typing import Any

import yaml

_Base: type = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class ContentLoader(_Base):
    """Safe loader where only true/false (any case) are booleans."""


ContentLoader.yaml_implicit_resolvers = {
    key: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:bool"]
    for key, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
ContentLoader.add_implicit_resolver(
    "tag:yaml.org,2002:bool",
    re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"),
    list("tTfF"),
)


def load_yaml(path: str | os.PathLike[str]) -> Any:
    with open(path, encoding="utf-8") as handle:
        return yaml.load(handle, Loader=ContentLoader)


def loads_yaml(text: str) -> Any:
    return yaml.load(text, Loader=ContentLoader)
