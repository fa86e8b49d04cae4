#!/usr/bin/env python3
"""Writes a benchmark spec set for rulebook.

    python3 Benchmarks/generate.py TABLES LAYOUT OUT_DIR
    python3 Benchmarks/generate.py PAIRS long OUT_DIR

TABLES is the number of event tables (1000, 10000, 100000...). LAYOUT is `single` (one spec
file holding every table) or `split` (files of 10 tables each, in folders of 100 files).
The `long` layout is one pager table of PAIRS load/respond pairs (2 * PAIRS + 1 rows: each
pair requests a page and answers it with one new id; the last row is a load after the last
page), in one file: the input of the long-table benchmark.
The tables cycle through the three built-in models (pager, optimistic, debounce), have
8 data rows each, written without padding so that 100,000 tables fit in one file under
rulebook's 64 MiB limit, and every 97th table has one wrong expectation, so a few tables
fail (or stop with an error, where the column takes only yes or no).
Each rule has a short paragraph of prose, and each file ends with a checklist that links
to its first rules. The output is deterministic.

The same Markdown with the fences removed (the tables as plain GFM tables) is written to
OUT_DIR.floor/ with the same layout: the input of the cmark-gfm floor.
"""

import os
import sys

PAGER = [
    "| event | ticket | rows | more | result? | ids? | loading? |",
    "|---|---|---|---|---|---|---|",
    "| load next | A |  |  | requested page 1 | none | A |",
    "| load next |  |  |  | ignored | none | A |",
    "| respond | A | a-1, a-2 | yes | accepted | a-1, a-2 | no |",
    "| load next | B |  |  | requested page 2 | a-1, a-2 | B |",
    "| load next |  |  |  | ignored | a-1, a-2 | B |",
    "| respond | B | a-3 | yes | accepted | a-1, a-2, a-3 | no |",
    "| load next | C |  |  | requested page 3 | a-1, a-2, a-3 | C |",
    "| respond | C | a-4 | no | accepted | a-1, a-2, a-3, a-4 | no |",
]

OPTIMISTIC = [
    "| event | ticket | value | result? | visible? | confirmed? | saving? | tappable? |",
    "|---|---|---|---|---|---|---|---|",
    "| tap | A | on | saving | on | off | yes | no |",
    "| tap |  | off | ignored | on | off | yes | no |",
    "| saved | A | on | accepted | on | on | no | yes |",
    "| tap | B | off | saving | off | on | yes | no |",
    "| saved | B | off | accepted | off | off | no | yes |",
    "| tap | C | on | saving | on | off | yes | no |",
    "| saved | C | on | accepted | on | on | no | yes |",
    "| tap | D | off | saving | off | on | yes | no |",
]

DEBOUNCE = [
    "| event | text | at | result? | deadline? | pending? |",
    "|---|---|---|---|---|---|",
    "| type | s | 0 | waiting | 300 | s |",
    "| type | sw | 100 | waiting | 400 | sw |",
    "| type | swift | 220 | waiting | 520 | swift |",
    "| tick |  | 300 | nothing | 520 | swift |",
    "| tick |  | 519 | nothing | 520 | swift |",
    "| tick |  | 520 | swift | none | none |",
    "| tick |  | 900 | nothing | none | none |",
    "| type | s | 950 | waiting | 1250 | s |",
]

MODELS = [("pager", PAGER), ("optimistic", OPTIMISTIC), ("debounce", DEBOUNCE)]
FAILING_EVERY = 97


def table_lines(number):
    """The fence info and table lines of table `number` (0-based, over the whole set)."""
    name, lines = MODELS[number % len(MODELS)]
    lines = list(lines)
    if number % FAILING_EVERY == FAILING_EVERY - 1:
        # A wrong expectation in the last row: the table fails.
        cells = lines[-1].split("|")
        cells[-2] = " wrong "
        lines[-1] = "|".join(cells)
    return name, lines


def spec_text(first, count, title, fenced):
    out = [f"# {title}", "", "Generated benchmark rules. Each rule states one behaviour.", ""]
    for number in range(first, first + count):
        name, lines = table_lines(number)
        out.append(f"## Rule {number + 1} holds for {name}")
        out.append("")
        out.append(f"Scenario {number + 1} for **{name}**, see [the checklist](#checklist).")
        out.append("")
        if fenced:
            out.append(f"```rulebook {name}")
        out.extend(lines)
        if fenced:
            out.append("```")
        out.append("")
    out.append("## Checklist")
    out.append("")
    for number in range(first, min(first + count, first + 3)):
        name, _ = table_lines(number)
        anchor = f"rule-{number + 1}-holds-for-{name}"
        out.append(f"- [ ] [Rule {number + 1}](#{anchor})")
    out.append("")
    return "\n".join(out)


def long_text(pairs, fenced):
    out = ["# One long table", "", "A pager that loads every page in turn.", "", "## Every page loads", ""]
    if fenced:
        out.append("```rulebook pager")
    out.append("| event | ticket | rows | more | result? | loading? |")
    out.append("|---|---|---|---|---|---|")
    for page in range(1, pairs + 1):
        more = "yes" if page < pairs else "no"
        out.append(f"| load next | T{page} |  |  | requested page {page} | T{page} |")
        out.append(f"| respond | T{page} | r-{page} | {more} | accepted | no |")
    out.append("| load next |  |  |  | ignored | no |")
    if fenced:
        out.append("```")
    out.append("")
    return "\n".join(out)


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)


def main():
    if len(sys.argv) != 4 or sys.argv[2] not in ("single", "split", "long"):
        sys.exit(__doc__)
    tables, layout, out = int(sys.argv[1]), sys.argv[2], sys.argv[3]
    for fenced, root in ((True, out), (False, out + ".floor")):
        if layout == "long":
            write(os.path.join(root, "long.md"), long_text(tables, fenced))
            continue
        if layout == "single":
            write(os.path.join(root, "all.md"), spec_text(0, tables, "All rules", fenced))
            continue
        for index, first in enumerate(range(0, tables, 10)):
            path = os.path.join(root, f"part-{index // 100:04d}", f"spec-{index % 100:03d}.md")
            write(path, spec_text(first, min(10, tables - first), f"Part {index + 1}", fenced))


if __name__ == "__main__":
    main()
