"""Where the content lives; kept apart so that finding it imports neither YAML nor
pathlib (both cost start-up time that the cached guide commands do not need)."""

import os

CONTENT_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "content")
SHARED_FILE = "_shared.yaml"
