"""Reading the content files (``content/*.yaml``) into the content model.

Here: where the content lives, and nothing more, so that finding it imports neither YAML
nor pathlib (both cost start-up time that the cached guide commands do not need; every
import of a module below runs this one first). The reading itself:
:mod:`~arbiter.guide.loading.topics` reads the topic files and the shared one,
:mod:`~arbiter.guide.loading.nodes` a topic's nodes and the fragments copied in, and
:mod:`~arbiter.guide.loading.fields` the small parts every node is made of.
"""

import os

CONTENT_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "content")
SHARED_FILE = "_shared.yaml"
