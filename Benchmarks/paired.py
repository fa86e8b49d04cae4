#!/usr/bin/env python3
"""Paired runs: times each command in turn, PAIRS times over, and compares each with the
first (the floor) run by run, so that a machine whose speed drifts (a shared 2-core VM
drifts by a fifth within minutes) moves both sides of every ratio alike.

    python3 Benchmarks/paired.py PAIRS NAME=COMMAND [NAME=COMMAND ...]

Each COMMAND is split like a shell line (no shell runs it, so its start is not timed);
its output is thrown away. Prints a Markdown table: each command's median, minimum and
maximum wall time in milliseconds and, for all but the first, the median of its per-pair
ratios to the first with their range and a 95% bootstrap interval of that median (a ratio
whose interval holds 1.00 is not told apart from the first command by these runs); then the
same for CPU time (user and system, from the children's resource usage), which the other
processes of a loaded machine disturb less than wall time. One untimed warm-up run of each
comes first.
"""

import os
import random
import resource
import shlex
import statistics
import subprocess
import sys
import time


def main() -> None:
    if len(sys.argv) < 3 or not sys.argv[1].isdigit() or int(sys.argv[1]) < 1:
        sys.exit(__doc__)
    pairs = int(sys.argv[1])
    commands = []
    for argument in sys.argv[2:]:
        name, _, line = argument.partition("=")
        if not line:
            sys.exit(f"paired.py: {argument!r} is not NAME=COMMAND")
        commands.append((name, shlex.split(line)))
    with open(os.devnull, "w") as devnull:

        def children_cpu() -> float:
            usage = resource.getrusage(resource.RUSAGE_CHILDREN)
            return usage.ru_utime + usage.ru_stime

        def run(command: list) -> tuple:
            cpu = children_cpu()
            start = time.perf_counter()
            subprocess.run(command, stdout=devnull, stderr=devnull, check=False)
            wall = (time.perf_counter() - start) * 1000
            return wall, (children_cpu() - cpu) * 1000

        for _, command in commands:
            run(command)
        times = [[] for _ in commands]
        cpus = [[] for _ in commands]
        for _ in range(pairs):
            for index, (_, command) in enumerate(commands):
                wall, cpu = run(command)
                times[index].append(wall)
                cpus[index].append(cpu)
    for title, measures in (("wall", times), ("CPU", cpus)):
        print(f"| command | median {title} ms | min ms | max ms "
              f"| paired {title} ratio to {commands[0][0]} (range; 95% interval of the median) |")
        print("|---|---|---|---|---|")
        for index, (name, _) in enumerate(commands):
            values = measures[index]
            cell = "1.00"
            if index > 0:
                ratios = sorted(b / a for a, b in zip(measures[0], values) if a > 0)
                low, high = median_interval(ratios)
                cell = (f"**{statistics.median(ratios):.2f}** ({ratios[0]:.2f} to "
                        f"{ratios[-1]:.2f}; {low:.2f} to {high:.2f})")
            print(f"| {name} | {statistics.median(values):.1f} | {min(values):.1f} "
                  f"| {max(values):.1f} | {cell} |")
        print()


def median_interval(ratios: list) -> tuple:
    """A 95% bootstrap interval of the median of `ratios`: the medians of 2,000 samples of
    the pairs drawn with replacement, seeded, so that the same times give the same interval."""
    draw = random.Random(0)
    medians = sorted(statistics.median(draw.choices(ratios, k=len(ratios)))
                     for _ in range(2000))
    return medians[49], medians[1950]


if __name__ == "__main__":
    main()
