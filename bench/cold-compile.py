#!/usr/bin/python3
"""cold-compile.py - the cost of a process's first JIT compile, cold.

usage: bench/cold-compile.py [--row NAME] [--base OLD/quirl] QUIRL [ROUNDS]

A corpus row whose whole JIT is one small compile (bignum: one
`for ((;;))` body) pays for that compile mostly in cold costs: page
faults, code and data not in the caches, TLB misses.  In a sequence of
quirl runs they hide (the page cache and the CPU's caches stay warm);
bench/corpus.py runs bash between the quirl runs and sees them.  This
tool measures them the same way, many rounds, so that medians rise above
the shared machine's noise:

- every quirl run is preceded by a run of `bash ROW N` (as in corpus.py,
  it evicts quirl's code and data from the caches);
- per round and binary: one run with QUIRL_JIT_LOG=summary (its
  "us compiling": the compile's own clock, jit.c build()), one plain run
  and one with QUIRL_JIT=off (CPU time, user + system, and minor page
  faults, from wait4), in a rotated order;
- it prints the medians, the ratio of CPU time JIT/no-JIT, and the page
  faults the JIT adds.

--counts adds the deterministic counts of one run: the syscalls that the
JIT run makes beyond the QUIRL_JIT=off run (strace -f -c), and the code
build() executes (callgrind --toggle-collect=build: instructions, distinct
64-byte lines and 4 KiB pages of code).
"""

import argparse
import collections
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
HEADER = re.compile(r'^# corpus: (posix|bash) small=(\d+) full=(\d+)')
COMPILING = re.compile(rb'(\d+) us compiling')


def run(argv, env, tmp):
    """(cpu ms, minflt, stderr) of ARGV run once."""
    e = {'PATH': '/usr/local/bin:/usr/bin:/bin', 'HOME': tmp,
         'LC_ALL': 'C', 'TMPDIR': tmp}
    e.update(env)
    with open(os.path.join(tmp, 'err'), 'w+b') as err, \
            open(os.devnull, 'wb') as out, open(os.devnull, 'rb') as inp:
        pid = os.posix_spawn(argv[0], argv, e, file_actions=[
            (os.POSIX_SPAWN_DUP2, inp.fileno(), 0),
            (os.POSIX_SPAWN_DUP2, out.fileno(), 1),
            (os.POSIX_SPAWN_DUP2, err.fileno(), 2)])
        _, status, ru = os.wait4(pid, 0)
        if os.waitstatus_to_exitcode(status):
            sys.exit(f'{argv}: exit status {status}')
        err.seek(0)
        text = err.read()
    return (ru.ru_utime + ru.ru_stime) * 1000.0, ru.ru_minflt, text


def counts(quirl, row, n, tmp):
    """Deterministic counts of one run of QUIRL."""
    script = os.path.join(HERE, 'corpus', row + '.sh')
    res = {}
    if shutil.which('strace'):
        calls = {}
        for mode in ('on', 'off'):
            f = os.path.join(tmp, 'strace')
            subprocess.run(['strace', '-f', '-o', f, quirl, script, str(n)],
                           env=dict(os.environ, QUIRL_JIT=mode),
                           stdout=subprocess.DEVNULL, check=True)
            with open(f) as fh:
                calls[mode] = collections.Counter(
                    m.group(1) for m in
                    (re.match(r'(?:\d+ +)?(\w+)\(', ln) for ln in fh) if m)
        extra = calls['on'] - calls['off']
        res['syscalls'] = (sum(calls['on'].values()),
                           sum(calls['off'].values()), dict(extra))
    if shutil.which('valgrind'):
        f = os.path.join(tmp, 'cg')
        subprocess.run(['valgrind', '--tool=callgrind', '--dump-instr=yes',
                        '--toggle-collect=build',
                        '--callgrind-out-file=' + f, quirl, script, str(n)],
                       env=dict(os.environ, LC_ALL='C'),
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                       check=True)
        lines, pages, ir, addr, call = set(), set(), 0, 0, False
        with open(f) as fh:
            for ln in fh:
                # "ADDR LINE COST", ADDR absolute, +-relative or *; the
                # line after a calls= line is the call's inclusive cost
                if ln.startswith('calls='):
                    call = True
                    continue
                m = re.match(r'^(0x[0-9a-f]+|[+-]\d+|\*)\s+\S+\s+(\d+)', ln)
                if not m:
                    continue
                a = m.group(1)
                if a.startswith('0x'):
                    addr = int(a, 16)
                elif a[0] in '+-':
                    addr += int(a)
                if not call:
                    ir += int(m.group(2))
                call = False
                lines.add(addr >> 6)
                pages.add(addr >> 12)
        res['build'] = (ir, len(lines), len(pages))
    return res


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('quirl')
    ap.add_argument('rounds', nargs='?', type=int, default=30)
    ap.add_argument('--row', default='bignum')
    ap.add_argument('--base', help='another quirl binary, timed alongside')
    ap.add_argument('--counts', action='store_true')
    a = ap.parse_args()
    script = os.path.join(HERE, 'corpus', a.row + '.sh')
    with open(script) as f:
        n = int(HEADER.match(f.readline()).group(3))
    bins = {'quirl': os.path.abspath(a.quirl)}
    if a.base:
        bins['base'] = os.path.abspath(a.base)
    kinds = [('log', {'QUIRL_JIT_LOG': 'summary'}), ('jit', {}),
             ('nojit', {'QUIRL_JIT': 'off'})]
    runs = [(b, k, env) for b in bins for k, env in kinds]
    res = collections.defaultdict(list)
    bash = shutil.which('bash')
    with tempfile.TemporaryDirectory() as tmp:
        for r in range(a.rounds):
            k = r % len(runs)
            for b, kind, env in runs[k:] + runs[:k]:
                run([bash, script, str(n)], {}, tmp)  # evicts
                cpu, flt, err = run([bins[b], script, str(n)], env, tmp)
                if kind == 'log':
                    m = COMPILING.search(err)
                    res[b, 'us'].append(int(m.group(1)) if m else 0)
                else:
                    res[b, kind].append(cpu)
                    res[b, kind + '-flt'].append(flt)
        med = {key: statistics.median(v) for key, v in res.items()}
        print(f'{a.row} {n}, {a.rounds} rounds, bash before every run '
              '(medians)')
        for b in bins:
            print(f'{b:6} first compile {med[b, "us"]:5.0f} us  '
                  f'cpu jit {med[b, "jit"]:6.2f} ms  nojit '
                  f'{med[b, "nojit"]:6.2f} ms  ratio '
                  f'{med[b, "jit"] / med[b, "nojit"]:.3f}  minflt '
                  f'{med[b, "jit-flt"]:.0f} vs {med[b, "nojit-flt"]:.0f}')
        if a.counts:
            for b in bins:
                c = counts(bins[b], a.row, n, tmp)
                if 'syscalls' in c:
                    on, off, extra = c['syscalls']
                    print(f'{b:6} syscalls {on} vs {off} (nojit); the '
                          f'JIT adds {sum(extra.values())}: '
                          + ' '.join(f'{k} {v}' for k, v in
                                     sorted(extra.items())))
                if 'build' in c:
                    ir, lines, pages = c['build']
                    print(f'{b:6} build(): {ir} instructions, {lines} code '
                          f'lines (64 B), {pages} code pages (4 KiB)')


if __name__ == '__main__':
    main()
