#!/usr/bin/python3
"""corpus.py - the second benchmark suite: realistic compute scripts.

usage: bench/corpus.py [options] QUIRL [RUNS]
       (see --help; bench/README.md; docs/benchmarks/corpus.md)

Design, and what a reader must know before changing it:

- The rows are the files bench/corpus/*.sh: programs of the kinds people
  write (gcd, Mandelbrot in fixed point, a CSV state machine, word counts
  in an associative array, LCS over ${a:i:1}, N-queens...), written as they
  would be written and not shaped to the JIT (issue 26).  Line 1 of each is
  `# corpus: posix|bash small=N full=N`: the dialect and the sizes (the
  script's $1) of the smoke and timed runs; line 2 says what it computes.
  Each prints one checksum line that depends on all the work done.
- A posix row is compared with dash, a bash row with bash: the reference
  shell's stdout is the expected output, and quirl, quirl with
  QUIRL_JIT=off (quirl-nojit) and, in the check round, quirl with
  QUIRL_JIT=always must print exactly that, with empty stderr and status
  0, on every run.  A run that differs is a failure of the row.
- The runs are those of shell-workloads.py (run_once, imported from it):
  `SHELL FILE N` in a fresh process, a fresh HOME/TMPDIR, LC_ALL=C, stdin
  /dev/null.  The time is the CPU time of the process (user + system, from
  wait4), not the wall time: on the shared 2-core machine other users'
  load moved the wall time of the same binary by 30-50% between runs,
  while the CPU time stays within a few percent.  After the check round,
  RUNS timed rounds run every (shell, row) pair once, the shell order
  rotated per round and row; medians are shown.  A quirl binary never
  runs right after another one: the reference shell runs once more,
  untimed, between them.  Run right after a quirl run, the next one finds
  the binary's pages and caches warm and takes 0.3-0.4 ms less CPU time
  on this machine (bignum: 2.9 against 3.3 ms), which decided the quirl /
  nojit column of the small rows, since the rotation put quirl-nojit
  after quirl in most rounds (shell-workloads.py's run_order avoids the
  same effect, but there is only one reference shell here).
- One more, untimed run of quirl with QUIRL_JIT_LOG=summary gives the
  native share of the row: the statements that the compiled regions ran
  natively (or by a direct runtime call) among all statements the regions
  ran, weighted by executions, from the summary's last line.
- --smoke runs the check round only, at the small sizes, and exits 1 when
  quirl disagrees with the reference; it judges no timing (tests/corpus-
  smoke uses it).
"""

import argparse
import glob
import importlib.util
import json
import math
import os
import re
import shutil
import statistics
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location(
    'shell_workloads', os.path.join(HERE, 'shell-workloads.py'))
sw = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(sw)

HEADER = re.compile(r'^# corpus: (posix|bash) small=(\d+) full=(\d+)\s*$')
# the summary's total line (jit/jit.c, jit_summary)
TOTAL = re.compile(r'^quirl-jit: total: .*?(\d+) native, (\d+) interpreted',
                   re.M)


class Row:
    def __init__(self, path):
        self.path = path
        self.key = os.path.basename(path)[:-3]
        with open(path) as f:
            first = f.readline()
            self.what = f.readline().lstrip('# ').strip()
        m = HEADER.match(first)
        if not m:
            sys.exit(f'corpus: {path}: line 1 is not '
                     '"# corpus: posix|bash small=N full=N"')
        self.dialect = m.group(1)
        self.small = int(m.group(2))
        self.full = int(m.group(3))
        self.ref = 'dash' if self.dialect == 'posix' else 'bash'


class Runner:
    """A shell as shell-workloads.py's run_once wants it."""

    def __init__(self, name, argv, env=None):
        self.name = name
        self.argv = argv
        self.env = env or {}


def load_rows(only):
    rows = [Row(p) for p in sorted(glob.glob(os.path.join(HERE, 'corpus',
                                                          '*.sh')))]
    if only:
        keys = set(only.split(','))
        unknown = keys - {r.key for r in rows}
        if unknown:
            sys.exit('corpus: unknown rows: ' + ', '.join(sorted(unknown)))
        rows = [r for r in rows if r.key in keys]
    return rows


def shells_for(quirl, base):
    sh = {}
    for name in ('dash', 'bash'):
        path = shutil.which(name)
        if path is None:
            sys.exit(f'corpus: {name} not found')
        sh[name] = Runner(name, [path])
    sh['quirl'] = Runner('quirl', [quirl])
    sh['quirl-nojit'] = Runner('quirl-nojit', [quirl], {'QUIRL_JIT': 'off'})
    sh['quirl-always'] = Runner('quirl-always', [quirl],
                                {'QUIRL_JIT': 'always'})
    if base:
        sh['quirl-base'] = Runner('quirl-base', [os.path.abspath(base)])
    return sh


def run(shell, row, n, tmp, limit):
    """(cpu ms, status, out, err) of SHELL running ROW at size N: the
    child's user + system time, not the wall time (see the top)."""
    ru = []
    r = sw.run_once(shell, shell.argv + [row.path, str(n)], tmp, limit,
                    usage=ru)
    return ((ru[0].ru_utime + ru[0].ru_stime) * 1000.0,) + r[1:]


def native_share(quirl, row, n, tmp, limit):
    """(native, interpreted) statement executions from the summary log."""
    r = sw.run_once(Runner('quirl', [quirl], {'QUIRL_JIT_LOG': 'summary'}),
                    [quirl, row.path, str(n)], tmp, limit)
    m = TOTAL.search(r[3].decode(errors='replace'))
    return (int(m.group(1)), int(m.group(2))) if m else (0, 0)


def session(rows, sh, args, tmp, limit):
    res = {}
    timed = ['quirl', 'quirl-nojit'] + (['quirl-base']
                                        if 'quirl-base' in sh else [])
    for row in rows:
        n = row.small if args.smoke else row.full
        ref = run(sh[row.ref], row, n, tmp, limit)
        r = {'n': n, 'ref': row.ref, 'fails': {}, 'ms': {},
             'out': ref[2].decode(errors='replace').strip()}
        why = sw.check(ref, ref[2]) if ref[1] == 0 else \
            f'exit status {ref[1]}: {sw.first_line(ref[3])}'
        if why:
            r['fails'][row.ref] = why
        for name in timed + ['quirl-always']:
            try:
                why = sw.check(run(sh[name], row, n, tmp, limit), ref[2])
            except sw.Timeout as e:
                why = str(e)
            if why:
                r['fails'][name] = why
        res[row.key] = r
        if not args.quiet:
            state = 'FAIL ' + str(r['fails']) if r['fails'] else r['out']
            print(f'corpus: {row.key}: {state}', file=sys.stderr)
    if args.smoke:
        return res
    prev = None  # the shell timed last, in this row or the one before
    for rnd in range(args.runs):
        if not args.quiet:
            print(f'corpus: round {rnd + 1}/{args.runs}', file=sys.stderr)
        for ri, row in enumerate(rows):
            r = res[row.key]
            names = [row.ref] + timed
            for name in sw.rotate(names, rnd + ri):
                if name in r['fails']:
                    continue
                # the previous run may be the last of the row before
                if name in timed and prev in timed:
                    run(sh[row.ref], row, r['n'], tmp, limit)  # spacer
                prev = name
                out = run(sh[name], row, r['n'], tmp, limit)
                if sw.check(out, out[2]) or \
                        out[2].decode(errors='replace').strip() != r['out']:
                    r['fails'][name] = 'output changed in a timed run'
                    continue
                r['ms'].setdefault(name, []).append(out[0])
    for row in rows:
        nat, itp = native_share(args.quirl, row, res[row.key]['n'], tmp,
                                limit)
        res[row.key]['native'] = nat
        res[row.key]['interpreted'] = itp
    return res


def med(r, name):
    v = r['ms'].get(name)
    return statistics.median(v) if v else None


def geomean(xs):
    xs = [x for x in xs if x]
    return math.exp(sum(map(math.log, xs)) / len(xs)) if xs else None


def report(rows, res, args):
    out = []
    base = 'quirl-base' if args.base else None
    head = ('| row | ref | checksum | ref cpu ms | quirl cpu ms | nojit cpu ms | '
            'quirl / ref | nojit / ref | quirl / nojit | native |')
    if base:
        head = head.replace(' native |', ' base / ref | native |')
    out.append(head)
    out.append('|' + '---|' * (head.count('|') - 1))
    ratios = {'posix': [], 'bash': [], 'jit': [], 'nojit': []}
    for row in rows:
        r = res[row.key]
        ref, q, nj = med(r, row.ref), med(r, 'quirl'), med(r, 'quirl-nojit')
        qr = q / ref if q and ref else None
        nr = nj / ref if nj and ref else None
        qn = q / nj if q and nj else None
        ratios[row.dialect].append(qr)
        ratios['nojit'].append(nr)
        ratios['jit'].append(qn)
        tot = r['native'] + r['interpreted']
        share = f"{100 * r['native'] / tot:.0f}%" if tot else '-'
        cells = [row.key, row.ref, '`' + r['out'] + '`', fmt(ref), fmt(q),
                 fmt(nj), fmt(qr, 2), fmt(nr, 2), fmt(qn, 2)]
        if base:
            b = med(r, base)
            cells.append(fmt(b / ref if b and ref else None, 2))
        cells.append(share)
        out.append('| ' + ' | '.join(cells) + ' |')
    out.append('')
    out.append(f"geomean quirl / dash (posix rows): "
               f"{fmt(geomean(ratios['posix']), 3)}; quirl / bash "
               f"(bash rows): {fmt(geomean(ratios['bash']), 3)}; "
               f"quirl / quirl-nojit: {fmt(geomean(ratios['jit']), 3)}")
    fails = [(k, s, w) for k in res for s, w in res[k]['fails'].items()]
    if fails:
        out.append('')
        out.append('Failures:')
        for k, s, w in fails:
            out.append(f'- {k}, {s}: {w}')
    return '\n'.join(out) + '\n'


def fmt(x, nd=1):
    return '-' if x is None else f'{x:.{nd}f}'


def main():
    ap = argparse.ArgumentParser(
        description='Time quirl against dash/bash and quirl-nojit on '
        'bench/corpus/*.sh (see bench/README.md).')
    ap.add_argument('quirl')
    ap.add_argument('runs', nargs='?', type=int, default=5)
    ap.add_argument('--smoke', action='store_true',
                    help='check round only, small sizes; exit 1 on a '
                    'wrong quirl output')
    ap.add_argument('--only', help='comma-separated row names')
    ap.add_argument('--base', help='also time this quirl binary')
    ap.add_argument('--json', action='store_true')
    ap.add_argument('--timeout', type=float, default=120)
    ap.add_argument('-q', '--quiet', action='store_true')
    args = ap.parse_args()
    args.quirl = os.path.abspath(args.quirl)
    rows = load_rows(args.only)
    sh = shells_for(args.quirl, args.base)
    with tempfile.TemporaryDirectory(prefix='quirl-corpus-') as tmp:
        res = session(rows, sh, args, tmp, args.timeout)
    bad = [k for k in res for s in res[k]['fails'] if s.startswith('quirl')]
    if args.json:
        json.dump(res, sys.stdout, indent=1)
        print()
    elif args.smoke:
        for k in res:
            for s, w in res[k]['fails'].items():
                print(f'corpus: {k}, {s}: {w}')
    else:
        sys.stdout.write(report(rows, res, args))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
