#!/usr/bin/env python3
"""vsub-onoff.py - virtual subshells (issue 25) on against off, every row.

    bench/vsub-onoff.py QUIRL [RUNS] [--only k1,k2] [--shells dash,bash,ksh]

Runs every workload of shell-workloads.py (full sizes), the pipeline rows
below and every row of bench/corpus/ under QUIRL twice per round, with
QUIRL_VSUBSHELL unset (on) and =off, interleaved, the order alternating
between rounds, and reports the median CPU time (user + system of the
shell and of the children it waited for, from wait4) of each and their
ratio.  CPU time, not wall time: the machine is shared (see
docs/benchmarks/corpus.md, "Method").  Each output is checked: the
workload's expected text, or for a corpus row the same checksum on and
off.  --shells also times those shells on the pipeline rows (the idioms
issue 25 asks about), for the comparison in docs/vsubshell.md.
--base OTHER compares QUIRL (column "on") with another quirl binary
(column "off"), both with virtual subshells on: the same rows and
method for "is this build slower than that one" (issue 26's last rule).
"""

import argparse
import importlib.util
import os
import shutil
import statistics
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def load(name, file):
    spec = importlib.util.spec_from_file_location(
        name, os.path.join(HERE, file))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


sw = load('shell_workloads', 'shell-workloads.py')
corpus = load('corpus', 'corpus.py')

# The pipelines whose last element is a builtin, a loop or a function
# (virtual with the feature on), N iterations each.
PIPE_ROWS = [
    ('pipe_read', '`echo x | read v`, 300', 300, '''i=0
while [ $i -lt @N@ ]; do echo "$i" | read v; i=$((i + 1)); done
echo "pipe_read $i"
'''),
    ('pipe_while', '`printf | while read`, 300 pipelines of 5 lines', 300,
     '''i=0 t=0
while [ $i -lt @N@ ]; do
    printf '%s\\n' a b c d e | while read l; do t=$((t + 1)); done
    i=$((i + 1))
done
echo "pipe_while $i"
'''),
    ('pipe_func', '`cmd | f`, f a function reading, 300', 300, '''f() {
    while read -r l; do :; done
}
i=0
while [ $i -lt @N@ ]; do printf 'x\\ny\\n' | f; i=$((i + 1)); done
echo "pipe_func $i"
'''),
    ('pipe_cmdsub', '`x=$(printf | tr)`, 300', 300, '''i=0
while [ $i -lt @N@ ]; do x=$(printf '%s\\n' "ab$i" | tr a-z A-Z); i=$((i + 1)); done
echo "pipe_cmdsub $x"
'''),
]


class Row:
    """KEY, TITLE, argv tail and the expected stdout (None: the same on
    and off)."""

    def __init__(self, key, title, tail, expect):
        self.key, self.title, self.tail, self.expect = key, title, tail, expect


def rows_for(only, ctx):
    rows = []
    for w in sw.WORKLOADS:
        prog = w.script(w.full, ctx)
        rows.append(Row(w.key, w.title, ['-c', prog],
                        w.expect(w.full, ctx).encode()))
    for key, title, n, text in PIPE_ROWS:
        rows.append(Row(key, title, ['-c', text.replace('@N@', str(n))],
                        None))
    for r in corpus.load_rows(None):
        rows.append(Row('corpus/' + r.key, r.what, [r.path, str(r.full)],
                        None))
    if only:
        keys = set(only.split(','))
        rows = [r for r in rows if r.key in keys]
    return rows


def cpu_run(name, argv, env, tmp, limit):
    """(cpu ms, status, out, err)."""
    ru = []
    r = sw.run_once(corpus.Runner(name, argv, env), argv, tmp, limit,
                    usage=ru)
    return ((ru[0].ru_utime + ru[0].ru_stime) * 1000.0,) + r[1:]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[1])
    ap.add_argument('quirl')
    ap.add_argument('runs', nargs='?', type=int, default=5)
    ap.add_argument('--only')
    ap.add_argument('--shells', default='')
    ap.add_argument('--timeout', type=float, default=120.0)
    ap.add_argument('--base', help='another quirl binary, in place of off')
    args = ap.parse_args()
    quirl = os.path.abspath(args.quirl)
    variants = [('on', [quirl], {}),
                ('off', [os.path.abspath(args.base)], {}) if args.base
                else ('off', [quirl], {'QUIRL_VSUBSHELL': 'off'})]
    others = [(s, [shutil.which(s)], {}) for s in args.shells.split(',')
              if s and shutil.which(s)]
    bad = 0
    with tempfile.TemporaryDirectory(prefix='quirl-vsub.') as d:
        ctx = {'dir': d, 'readfile': os.path.join(d, 'lines.txt'),
               'wordfile': os.path.join(d, 'words.txt')}
        for key, ctxkey, gen in (('read', 'readfile', sw.read_lines),
                                 ('wordcount', 'wordfile', sw.word_lines)):
            w = next(w for w in sw.WORKLOADS if w.key == key)
            with open(ctx[ctxkey], 'w') as f:
                f.write(''.join(line + '\n' for line in gen(w.full)))
        print('| row | on cpu ms | off cpu ms | on / off |'
              + ''.join(f' {s} cpu ms |' for s, _, _ in others))
        print('|---|---|---|---|' + '---|' * len(others))
        for row in rows_for(args.only, ctx):
            pipe = row.key.startswith('pipe_')
            vs = variants + (others if pipe else [])
            ms = {name: [] for name, _, _ in vs}
            outs = {}
            for k in range(args.runs):
                order = vs if k % 2 == 0 else list(reversed(vs))
                for name, argv, env in order:
                    try:
                        t, st, out, err = cpu_run(name, argv + row.tail, env,
                                                  d, args.timeout)
                    except sw.Timeout:
                        t, st, out, err = float('nan'), -1, b'', b'timeout'
                    ms[name].append(t)
                    outs.setdefault(name, (st, out, err))
            note = ''
            for name in ('on', 'off'):
                st, out, err = outs[name]
                if st == -1:
                    note = f' ({name} timed out after {args.timeout:g} s)'
                    continue
                want = row.expect if row.expect is not None \
                    else outs['off'][1]
                if st != 0 or err or out != want:
                    bad += 1
                    note = f' (WRONG OUTPUT {name}: status {st})'
            med = {n: statistics.median(v) for n, v in ms.items()}
            ratio = med['on'] / med['off'] if med['off'] else float('nan')
            print(f'| {row.key} | {med["on"]:.1f} | {med["off"]:.1f} | '
                  f'{ratio:.2f}{note} |'
                  + ''.join(f' {med[s]:.1f} |' if s in med else ' |'
                            for s, _, _ in others), flush=True)
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
