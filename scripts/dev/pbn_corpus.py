"""Read every PBN file under a folder with arbiter's reader and say how it went, per file.

Not run by CI, and its files are never copied into the repository: it is for quoting
figures on PBN files other programs wrote (a club's session files, a mirror of a public
repository) without keeping those files. A folder may be a plain folder or a bare git
directory (``HEAD``, ``objects``), whose files are read from its ``HEAD`` commit.

For each file: records, records refused (with the first error's place and text),
boards replayed (records with a full deal made into a board, play and checks
included), notes (where the file disagrees with itself), and the time to read, check and
replay it all.

    .venv/bin/python scripts/dev/pbn_corpus.py FOLDER [FOLDER ...]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from arbiter.bridge import pbn  # noqa: E402
from arbiter.calc.pbn_board import board_from_record, checks  # noqa: E402
from arbiter.i18n import InputError  # noqa: E402


@dataclass
class Outcome:
    records: int = 0
    refused: int = 0
    boards: int = 0
    notes: int = 0
    seconds: float = 0.0
    first_error: str = ""


def files(folder: Path) -> Iterator[tuple[str, bytes]]:
    """(name, bytes) of every ``.pbn`` under ``folder``, a folder or a bare git directory."""
    if (folder / "HEAD").is_file() and (folder / "objects").is_dir():
        git = ["git", f"--git-dir={folder}"]
        names = subprocess.run(
            [*git, "ls-tree", "-r", "--name-only", "HEAD"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.splitlines()
        for name in sorted(n for n in names if n.lower().endswith(".pbn")):
            shown = subprocess.run([*git, "show", f"HEAD:{name}"], capture_output=True)
            if shown.returncode == 0:
                yield name, shown.stdout
        return
    for path in sorted(folder.rglob("*")):
        if path.is_file() and path.suffix.lower() == ".pbn":
            yield str(path.relative_to(folder)), path.read_bytes()


def read(data: bytes) -> Outcome:
    """Everything arbiter does with a file: syntax, every tag, every board replayed."""
    outcome = Outcome()
    start = time.perf_counter()
    try:
        records = pbn.read(pbn.decode(data)).records
    except InputError as error:
        outcome.seconds = time.perf_counter() - start
        outcome.refused = 1
        outcome.first_error = error.message("en").splitlines()[0]
        return outcome
    outcome.records = len(records)
    for record in records:
        try:
            record.validate()
            outcome.notes += len(checks(record))
            hands = record.hands
            if hands and all(h is not None and len(h) == 13 for h in hands.values()):
                outcome.notes += len(board_from_record(record).notes)
                outcome.boards += 1
        except InputError as error:
            outcome.refused += 1
            if not outcome.first_error:
                outcome.first_error = error.message("en").splitlines()[0]
    outcome.seconds = time.perf_counter() - start
    return outcome


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folders", nargs="+", type=Path)
    args = parser.parse_args()
    total = Outcome()
    count = 0
    print(
        f"{'file':60} {'KB':>6} {'records':>7} {'refused':>7} {'boards':>6} {'notes':>5} {'ms':>7}"
    )
    for folder in args.folders:
        for name, data in files(folder):
            outcome = read(data)
            count += 1
            label = f"{folder.parent.name if folder.name == 'repo' else folder.name}/{name}"
            print(
                f"{label[-60:]:60} {len(data) / 1000:6.1f} {outcome.records:7d} "
                f"{outcome.refused:7d} {outcome.boards:6d} {outcome.notes:5d} "
                f"{outcome.seconds * 1e3:7.1f}"
            )
            if outcome.first_error:
                print(f"    first refusal: {outcome.first_error[:150]}")
            total.records += outcome.records
            total.refused += outcome.refused
            total.boards += outcome.boards
            total.notes += outcome.notes
            total.seconds += outcome.seconds
    print(
        f"{count} files: {total.records} records, {total.refused} refused, {total.boards} "
        f"boards replayed, {total.notes} notes, {total.seconds:.2f} s in all"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
