#!/usr/bin/python3
"""shell-workloads.py - time Quirl against dash, bash, zsh, ksh and mksh.

usage: bench/shell-workloads.py [options] QUIRL [RUNS]

Design, and what a reader must know before changing it:

- Each workload is one small POSIX sh program, generated here as text and
  run as `SHELL -c PROGRAM` in a fresh process, so shell start-up is part of
  every figure.  The programs use nothing beyond POSIX sh except `local`
  (only in fib, and dash has it), so that dash can run all of them.  zsh
  runs as `zsh --emulate sh -f -c` (sh word splitting and globbing, no
  start-up files besides the system zshenv it always reads).
- Every workload ends with a checksum line.  The expected stdout of each
  workload is computed in Python from the same parameters, never taken from
  a shell, so the check does not trust any shell.  A run counts only if the
  exit status is 0, stderr is empty and stdout matches byte for byte; the
  check is repeated on every timed run, not only the first, so a shell that
  skips work or misbehaves under load is reported as `fails`, never timed.
- Order of measurement: a correctness round first (it also warms the page
  cache), then RUNS rounds.  In each round every (shell, workload) pair runs
  once, and the shell order is rotated per round and per workload so that a
  burst of machine load does not always hit the same shell.
- Times are wall-clock (perf_counter) from posix_spawn to the return of
  wait4; peak RSS is ru_maxrss from the same wait4 (KiB on Linux).  The
  child runs in its own process group with stdin from /dev/null and stdout
  and stderr in files, in a minimal environment (PATH, HOME, LC_ALL=C);
  a timer kills the group when a run exceeds the time limit.
- Quirl runs twice per round: with its default settings and with
  QUIRL_JIT=off, so the table shows what the JIT tier adds.
- Ratios are median(shell) / median(dash) for the same workload, taken from
  the same session; the budget of docs/benchmarks (DESIGN.md "Performance
  budget") is checked against the default Quirl column.
- --smoke runs the correctness round only, with small sizes and only the
  shells present, and exits 1 when any Quirl output is wrong.  It asserts no
  timings.  Standard library only; Python 3 as shipped by Debian.
"""

import argparse
import json
import os
import platform
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

# --------------------------------------------------------------------------
# Workloads.  Each entry: key, title, full size, smoke size, script(n, ctx)
# and expected(n, ctx) returning the exact stdout.  ctx carries the path of
# the data file for the read loop.


def _sum_loop(limit, body, result):
    """A counting while loop in the style every workload uses."""
    return ('i=0\n'
        f'while [ "$i" -lt {limit} ]; do\n'
        f'{body}'
        '\ti=$((i + 1))\n'
        'done\n'
        f'{result}\n')


def w_startup(n, ctx):
    return 'true'


def e_startup(n, ctx):
    return ''


def w_arith(n, ctx):
    return 's=0\n' + _sum_loop(n, '\ts=$((s + i * 3))\n',
                   'echo "arith $i $s"')


def e_arith(n, ctx):
    return f'arith {n} {sum(i * 3 for i in range(n))}\n'


def _for_digits(n):
    # n is 100 (smoke) or 10000: the word list has sqrt(n) entries.
    return 2 if n >= 10000 else 1


def w_for_echo(n, ctx):
    # The 10k-word iteration is a nested for over a 100-word list that is
    # itself built by the shell (no external commands, no brace tricks).
    s = 'd="0 1 2 3 4 5 6 7 8 9"\n'
    if _for_digits(n) == 2:
        s += ('h=\n'
              'for a in $d; do for b in $d; do h="$h $a$b"; done; done\n')
    else:
        s += 'h=$d\n'
    s += ('c=0\n'
          'for a in $h; do\n'
          '\tfor b in $h; do\n'
          '\t\techo "$a$b"\n'
          '\tdone\n'
          '\tc=$((c + 1))\n'
          'done\n'
          'echo "for $c"\n')
    return s


def e_for_echo(n, ctx):
    k = _for_digits(n)
    words = [str(i).zfill(k) for i in range(10 ** k)]
    out = [a + b for a in words for b in words]
    return '\n'.join(out) + f'\nfor {len(words)}\n'


def w_calls(n, ctx):
    return ('f() {\n\tr=$((r + $1))\n}\n'
        'r=0\n' + _sum_loop(n, '\tf "$i"\n', 'echo "calls $i $r"'))


def e_calls(n, ctx):
    return f'calls {n} {sum(range(n))}\n'


def w_case(n, ctx):
    body = ('\tcase $i in\n'
        '\t*0) a=$((a + 1)) ;;\n'
        '\t*[13579]) b=$((b + 1)) ;;\n'
        '\t*) c=$((c + 1)) ;;\n'
        '\tesac\n')
    return 'a=0 b=0 c=0\n' + _sum_loop(n, body, 'echo "case $a $b $c"')


def e_case(n, ctx):
    a = sum(1 for i in range(n) if i % 10 == 0)
    b = sum(1 for i in range(n) if i % 2 == 1)
    return f'case {a} {b} {n - a - b}\n'


def w_external(n, ctx):
    return _sum_loop(n, '\t/bin/echo "x$i"\n', 'echo "external $i"')


def e_external(n, ctx):
    return ''.join(f'x{i}\n' for i in range(n)) + f'external {n}\n'


def w_one_external(n, ctx):
    return '/bin/echo hi'


def e_one_external(n, ctx):
    return 'hi\n'


def w_pipeline(n, ctx):
    return '/bin/echo hi | /usr/bin/tr a-z A-Z'


def e_pipeline(n, ctx):
    return 'HI\n'


def w_loop_1m(n, ctx):
    return 's=0\n' + _sum_loop(n, '\ts=$(( (s + i * i) % 1000003 ))\n',
                   'echo "loop $i $s"')


def e_loop_1m(n, ctx):
    s = 0
    for i in range(n):
        s = (s + i * i) % 1000003
    return f'loop {n} {s}\n'


def w_primes(n, ctx):
    return ('c=0 s=0 n=2\n'
        f'while [ "$n" -lt {n} ]; do\n'
        '\tp=1 d=2\n'
        '\twhile [ $((d * d)) -le "$n" ]; do\n'
        '\t\tif [ $((n % d)) -eq 0 ]; then\n'
        '\t\t\tp=0\n'
        '\t\t\tbreak\n'
        '\t\tfi\n'
        '\t\td=$((d + 1))\n'
        '\tdone\n'
        '\tif [ "$p" -eq 1 ]; then\n'
        '\t\tc=$((c + 1))\n'
        '\t\ts=$((s + n))\n'
        '\tfi\n'
        '\tn=$((n + 1))\n'
        'done\n'
        'echo "primes $c $s"\n')


def e_primes(n, ctx):
    ps = [k for k in range(2, n)
          if all(k % d for d in range(2, int(k ** 0.5) + 1))]
    return f'primes {len(ps)} {sum(ps)}\n'


def w_fib(n, ctx):
    # `local` keeps n and a per call: the only non-POSIX construct here.
    return ('fib() {\n'
        '\tlocal n a\n'
        '\tn=$1\n'
        '\tif [ "$n" -lt 2 ]; then\n'
        '\t\tr=$n\n'
        '\t\treturn 0\n'
        '\tfi\n'
        '\tfib $((n - 1))\n'
        '\ta=$r\n'
        '\tfib $((n - 2))\n'
        '\tr=$((a + r))\n'
        '}\n'
        f'fib {n}\n'
        f'echo "fib {n} $r"\n')


def e_fib(n, ctx):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return f'fib {n} {a}\n'


def w_append(n, ctx):
    return 's=\n' + _sum_loop(n, '\ts="${s}x$i"\n',
                  'echo "append ${#s} ${s%%x1*}"')


def e_append(n, ctx):
    s = ''.join(f'x{i}' for i in range(n))
    return f'append {len(s)} {s[:s.find("x1")]}\n'


def w_param(n, ctx):
    body = ('\tv=/usr/lib/x$i/libfoo.so.$i\n'
        '\tb=${v##*/} d=${v%/*}\n'
        '\te=${b#*.} r=${b%%.*}\n'
        '\tt=$((t + ${#b} + ${#d} + ${#e} + ${#r}))\n')
    return 't=0\n' + _sum_loop(n, body, 'echo "param $t $b $d $e $r"')


def e_param(n, ctx):
    t = 0
    for i in range(n):
        b, d, e, r = f'libfoo.so.{i}', f'/usr/lib/x{i}', f'so.{i}', 'libfoo'
        t += len(b) + len(d) + len(e) + len(r)
    return f'param {t} {b} {d} {e} {r}\n'


def w_subst(n, ctx):
    return 's=0\n' + _sum_loop(n, '\tx=$(echo $i)\n\ts=$((s + x))\n',
                   'echo "subst $i $s"')


def e_subst(n, ctx):
    return f'subst {n} {sum(range(n))}\n'


def read_lines(n):
    # Backslashes check that -r is honoured; no leading/trailing blanks,
    # so IFS stripping does not change the line.
    return [f'{i}: alpha\\beta {i * 7} gamma' for i in range(n)]


def w_read(n, ctx):
    path = ctx['readfile'].replace("'", "'\\''")
    return ('n=0 c=0\n'
        'while read -r line; do\n'
        '\tn=$((n + 1))\n'
        '\tc=$((c + ${#line}))\n'
        f"done < '{path}'\n"
        'echo "read $n $c $line"\n')


def e_read(n, ctx):
    ls = read_lines(n)
    return f'read {n} {sum(map(len, ls))} {ls[-1]}\n'


# key, title, full size, smoke size, budget (ratio to dash) or None
WORKLOADS = [
    ('startup', 'startup (`true`)', 0, 0, 1.0, w_startup, e_startup),
    ('arith', 'arith while loop, 10k', 10000, 50, 0.15, w_arith, e_arith),
    ('for_echo', 'for loop + echo, 10k', 10000, 100, 0.3,
     w_for_echo, e_for_echo),
    ('calls', '5k function calls', 5000, 50, 0.3, w_calls, e_calls),
    ('case', 'case in a loop, 10k', 10000, 50, 0.2, w_case, e_case),
    ('external', '200 external commands', 200, 5, 0.8,
     w_external, e_external),
    ('one_ext', 'one external command', 0, 0, None,
     w_one_external, e_one_external),
    ('pipeline', '`/bin/echo hi | tr a-z A-Z`', 0, 0, None,
     w_pipeline, e_pipeline),
    ('loop_1m', 'arith loop, 1M', 1000000, 200, 0.03,
     w_loop_1m, e_loop_1m),
    ('primes', 'primes < 5000 (trial division)', 5000, 100, None,
     w_primes, e_primes),
    ('fib', 'recursive fib(20), `local`', 20, 8, None, w_fib, e_fib),
    ('append', 'string append, 5k', 5000, 50, None, w_append, e_append),
    ('param', '`${v#..}`/`${v%..}` loop, 10k', 10000, 50, None,
     w_param, e_param),
    ('subst', '`x=$(echo $i)`, 1000', 1000, 10, None, w_subst, e_subst),
    ('read', '`read -r` loop, 10k lines', 10000, 50, None,
     w_read, e_read),
]
RSS_WORKLOADS = ('startup', 'loop_1m')
RSS_BUDGET = 2.0	# peak RSS of `quirl -c true` <= 2 x dash

# --------------------------------------------------------------------------
# Shells.

# name, argv prefix (program appended), Debian package for --install
REFERENCE_SHELLS = [
    ('dash', ['dash', '-c'], 'dash'),
    ('bash', ['bash', '-c'], 'bash'),
    ('zsh', ['zsh', '--emulate', 'sh', '-f', '-c'], 'zsh'),
    ('ksh', ['ksh', '-c'], 'ksh'),
    ('mksh', ['mksh', '-c'], 'mksh'),
]
REQUIRED = ('dash', 'bash', 'zsh')


class Shell:
    def __init__(self, name, argv, env=None):
        self.name = name
        self.argv = argv
        self.env = env or {}


def base_env(tmp):
    return {'PATH': '/usr/local/bin:/usr/bin:/bin', 'HOME': tmp,
        'LC_ALL': 'C', 'TMPDIR': tmp}


def find_shells(quirl, args):
    """Resolve the shells to run; install missing ones on --install."""
    missing = [(n, p) for n, a, p in REFERENCE_SHELLS
           if shutil.which(a[0]) is None]
    if missing and args.install and not args.smoke:
        pkgs = [p for _, p in missing]
        print('installing: ' + ' '.join(pkgs), file=sys.stderr)
        sudo = [] if os.geteuid() == 0 else ['sudo']
        env = dict(os.environ, DEBIAN_FRONTEND='noninteractive')
        subprocess.run(sudo + ['apt-get', 'update'], check=False,
                   stdout=sys.stderr)
        subprocess.run(sudo + ['apt-get', 'install', '-y',
                       '--no-install-recommends'] + pkgs,
                   check=False, stdout=sys.stderr, env=env)
    shells = []
    for name, argv, _ in REFERENCE_SHELLS:
        path = shutil.which(argv[0])
        if path is None:
            if name in REQUIRED and not args.smoke:
                sys.exit(f'shell-workloads: {name} not found '
                     '(use --install)')
            print(f'shell-workloads: {name} not installed, skipped',
                  file=sys.stderr)
            continue
        shells.append(Shell(name, [path] + argv[1:]))
    shells.append(Shell('quirl', [quirl, '-c']))
    shells.append(Shell('quirl-nojit', [quirl, '-c'],
                {'QUIRL_JIT': 'off'}))
    return shells

# --------------------------------------------------------------------------
# Running one program.


class Timeout(Exception):
    pass


def run_once(shell, program, tmp, limit):
    """Run SHELL -c PROGRAM; returns (ms, maxrss KiB, status, out, err)."""
    out_path = os.path.join(tmp, 'stdout')
    err_path = os.path.join(tmp, 'stderr')
    wr = os.O_WRONLY | os.O_CREAT | os.O_TRUNC
    actions = [
        (os.POSIX_SPAWN_OPEN, 0, '/dev/null', os.O_RDONLY, 0),
        (os.POSIX_SPAWN_OPEN, 1, out_path, wr, 0o600),
        (os.POSIX_SPAWN_OPEN, 2, err_path, wr, 0o600),
    ]
    env = base_env(tmp)
    env.update(shell.env)
    argv = shell.argv + [program]
    killed = []

    def on_alarm(signum, frame):
        killed.append(True)
        try:
            os.killpg(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass

    old = signal.signal(signal.SIGALRM, on_alarm)
    t0 = time.perf_counter()
    pid = os.posix_spawn(argv[0], argv, env, file_actions=actions,
                 setpgroup=0)
    signal.setitimer(signal.ITIMER_REAL, limit)
    try:
        _, status, ru = os.wait4(pid, 0)
        t1 = time.perf_counter()
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)
    with open(out_path, 'rb') as f:
        out = f.read()
    with open(err_path, 'rb') as f:
        err = f.read()
    if killed:
        raise Timeout(f'killed after {limit} s')
    return ((t1 - t0) * 1000.0, ru.ru_maxrss,
        os.waitstatus_to_exitcode(status), out, err)


def check(result, expected):
    """None when the run is correct, else a one-line reason."""
    _, _, status, out, err = result
    if status != 0:
        return f'exit status {status}: {first_line(err)}'
    if err:
        return f'stderr: {first_line(err)}'
    if out != expected:
        exp = expected.decode()
        got = out.decode(errors='replace')
        el, gl = exp.splitlines(), got.splitlines()
        for i, (a, b) in enumerate(zip(el, gl)):
            if a != b:
                return f'line {i + 1}: expected {a!r}, got {b!r}'
        return f'expected {len(el)} lines, got {len(gl)}'
    return None


def first_line(b):
    s = b.decode(errors='replace').strip().splitlines()
    return s[0][:120] if s else '(no output)'

# --------------------------------------------------------------------------
# The session.


def rotate(seq, k):
    k %= len(seq)
    return seq[k:] + seq[:k]


def run_session(shells, workloads, runs, smoke, tmp, limit, progress):
    """Correctness round, then RUNS timed rounds.  Returns results[w][s]."""
    res = {w[0]: {s.name: {'fails': None, 'ms': [], 'rss': []}
              for s in shells} for w in workloads}
    progs = {}
    for key, _, full, small, _, script, expect in workloads:
        n = small if smoke else full
        progs[key] = (script(n, tmp), expect(n, tmp).encode())
    rounds = [0] + [r + 1 for r in range(0 if smoke else runs)]
    for rnd in rounds:
        if progress:
            label = 'check' if rnd == 0 else f'round {rnd}/{runs}'
            print(f'shell-workloads: {label}', file=sys.stderr)
        for wi, w in enumerate(workloads):
            key = w[0]
            prog, exp = progs[key]
            for s in rotate(shells, rnd + wi):
                r = res[key][s.name]
                if r['fails']:
                    continue
                try:
                    out = run_once(s, prog, tmp['dir'], limit)
                    why = check(out, exp)
                except Timeout as e:
                    why = str(e)
                if why:
                    r['fails'] = why
                    continue
                # The check round also counts when only one
                # round is run (smoke); otherwise it is warm-up.
                if rnd > 0 or smoke:
                    r['ms'].append(out[0])
                    r['rss'].append(out[1])
    return res


def summarize(res, shells, workloads):
    """Add median/min/max and ratio to dash to every cell."""
    for key, *_ in workloads:
        cells = res[key]
        for s in shells:
            c = cells[s.name]
            if c['fails'] or not c['ms']:
                continue
            c['median'] = statistics.median(c['ms'])
            c['min'] = min(c['ms'])
            c['max'] = max(c['ms'])
            c['rss_median'] = statistics.median(c['rss'])
        base = cells.get('dash', {}).get('median')
        for s in shells:
            c = cells[s.name]
            if base and 'median' in c:
                c['ratio'] = c['median'] / base


def budgets(res, workloads):
    """Rows of (what, target, quirl ratio or None, met or None)."""
    rows = []
    for key, title, _, _, target, _, _ in workloads:
        if target is None:
            continue
        ratio = res[key]['quirl'].get('ratio')
        rows.append((title, target, ratio,
                 None if ratio is None else ratio <= target))
    st = res.get('startup')
    if st:
        q = st['quirl'].get('rss_median')
        d = st.get('dash', {}).get('rss_median')
        ratio = q / d if q and d else None
        rows.append(('peak RSS of `quirl -c true`', RSS_BUDGET, ratio,
                 None if ratio is None else ratio <= RSS_BUDGET))
    return rows

# --------------------------------------------------------------------------
# Reports.


def machine_info(shells):
    info = {'date': time.strftime('%Y-%m-%d %H:%M %Z'),
        'kernel': platform.release(), 'arch': platform.machine(),
        'cpus': os.cpu_count(), 'python': platform.python_version(),
        'loadavg': os.getloadavg()}
    try:
        with open('/proc/cpuinfo') as f:
            for line in f:
                if line.startswith('model name'):
                    info['cpu'] = line.split(':', 1)[1].strip()
                    break
        with open('/proc/meminfo') as f:
            info['mem'] = f.readline().split(':', 1)[1].strip()
    except OSError:
        pass
    pkgs = sorted({p for n, _, p in REFERENCE_SHELLS
               if any(s.name == n for s in shells)})
    try:
        q = subprocess.run(['dpkg-query', '-W', '-f',
                    '${Package} ${Version}\n'] + pkgs,
                   capture_output=True, text=True)
        info['shells'] = dict(line.split(' ', 1)
                      for line in q.stdout.splitlines())
    except OSError:
        pass
    return info


def cell_time(c):
    if c['fails']:
        return 'fails'
    if 'median' not in c:
        return '-'
    if len(c['ms']) == 1:
        return f'{c["median"]:.1f}'
    return f'{c["median"]:.1f} ({c["min"]:.1f}-{c["max"]:.1f})'


def cell_ratio(c):
    if c['fails']:
        return 'fails'
    return f'{c["ratio"]:.2f}' if 'ratio' in c else '-'


def table(head, rows):
    lines = ['| ' + ' | '.join(head) + ' |',
         '|' + '|'.join(' --- ' for _ in head) + '|']
    lines += ['| ' + ' | '.join(r) + ' |' for r in rows]
    return '\n'.join(lines)


def text_report(res, shells, workloads, info, runs, smoke):
    names = [s.name for s in shells]
    out = [f'# shell-workloads {info["date"]}',
           f'{info.get("cpu", "?")}, {info["cpus"]} CPUs, '
           f'{info.get("mem", "?")}, Linux {info["kernel"]}, '
           f'load {info["loadavg"][0]:.2f}; '
           + ('smoke mode (small sizes, one run)' if smoke
          else f'{runs} runs, median (min-max) wall ms incl. start-up'),
           '', '## Wall time, ms', '']
    out.append(table(['workload'] + names,
             [[w[1]] + [cell_time(res[w[0]][n]) for n in names]
              for w in workloads]))
    out += ['', '## Ratio to dash (median / dash median)', '']
    out.append(table(['workload'] + names,
             [[w[1]] + [cell_ratio(res[w[0]][n]) for n in names]
              for w in workloads]))
    out += ['', '## Peak RSS, KiB (ru_maxrss)', '']
    rows = []
    for key in RSS_WORKLOADS:
        if key not in res:
            continue
        title = next(w[1] for w in workloads if w[0] == key)
        rows.append([title] + [
            'fails' if res[key][n]['fails'] else
            f'{res[key][n]["rss_median"]:.0f}'
            if 'rss_median' in res[key][n] else '-' for n in names])
    out.append(table(['workload'] + names, rows))
    out += ['', '## Budget (DESIGN.md), quirl with default settings', '']
    rows = []
    for what, target, ratio, met in budgets(res, workloads):
        rows.append([what, f'<= {target:g}',
                 'fails/-' if ratio is None else f'{ratio:.2f}',
                 'n/a' if met is None else
                 'met' if met else 'NOT met'])
    out.append(table(['budget', 'target (x dash)', 'quirl', 'verdict'],
             rows))
    fails = [(w[0], n, res[w[0]][n]['fails']) for w in workloads
         for n in names if res[w[0]][n]['fails']]
    if fails:
        out += ['', '## Failures', '']
        out += [f'- {n} {k}: {why}' for k, n, why in fails]
    return '\n'.join(out) + '\n'


def json_report(res, shells, workloads, info, runs, smoke):
    doc = {'machine': info, 'runs': runs, 'smoke': smoke,
           'shells': {s.name: {'argv': s.argv, 'env': s.env}
              for s in shells},
           'workloads': {}, 'budget': []}
    for key, title, full, small, target, _, _ in workloads:
        doc['workloads'][key] = {
            'title': title, 'size': small if smoke else full,
            'budget': target, 'results': res[key]}
    for what, target, ratio, met in budgets(res, workloads):
        doc['budget'].append({'what': what, 'target': target,
                      'ratio': ratio, 'met': met})
    return json.dumps(doc, indent=1) + '\n'

# --------------------------------------------------------------------------


def parse_args():
    p = argparse.ArgumentParser(
        description='Time Quirl against reference shells.')
    p.add_argument('quirl', metavar='QUIRL', help='the quirl binary')
    p.add_argument('runs', metavar='RUNS', nargs='?', type=int, default=5,
               help='timed rounds (default 5)')
    p.add_argument('--smoke', action='store_true',
               help='check outputs only: small sizes, one run')
    p.add_argument('--json', action='store_true',
               help='machine-readable output')
    p.add_argument('--install', action='store_true',
               help='apt-get install missing zsh/ksh/mksh first')
    p.add_argument('--only', metavar='W1,W2',
               help='run only these workloads (keys: ' +
               ','.join(w[0] for w in WORKLOADS) + ')')
    p.add_argument('--timeout', type=float, default=None,
               help='seconds per run before it counts as failed '
               '(default 120, smoke 30)')
    p.add_argument('-q', '--quiet', action='store_true',
               help='no progress on stderr')
    a = p.parse_args()
    if a.runs < 1:
        p.error('RUNS must be at least 1')
    return a


def main():
    args = parse_args()
    quirl = os.path.abspath(args.quirl)
    if not os.access(quirl, os.X_OK):
        sys.exit(f'shell-workloads: {args.quirl}: not executable')
    workloads = WORKLOADS
    if args.only:
        keys = args.only.split(',')
        bad = [k for k in keys if k not in [w[0] for w in WORKLOADS]]
        if bad:
            sys.exit(f'shell-workloads: unknown workload {bad[0]}')
        workloads = [w for w in WORKLOADS if w[0] in keys]
    limit = args.timeout or (30.0 if args.smoke else 120.0)
    shells = find_shells(quirl, args)
    with tempfile.TemporaryDirectory(prefix='quirl-bench.') as d:
        # The read loop's file: written once per session.
        full = next(w[2] for w in WORKLOADS if w[0] == 'read')
        small = next(w[3] for w in WORKLOADS if w[0] == 'read')
        rf = os.path.join(d, 'lines.txt')
        with open(rf, 'w') as f:
            f.write('\n'.join(read_lines(small if args.smoke
                             else full)) + '\n')
        tmp = {'dir': d, 'readfile': rf}
        res = run_session(shells, workloads, args.runs, args.smoke,
                  tmp, limit, not args.quiet)
    summarize(res, shells, workloads)
    info = machine_info(shells)
    runs = 1 if args.smoke else args.runs
    report = json_report if args.json else text_report
    sys.stdout.write(report(res, shells, workloads, info, runs,
                args.smoke))
    bad = [w[0] for w in workloads for n in ('quirl', 'quirl-nojit')
           if res[w[0]][n]['fails']]
    if bad:
        print('shell-workloads: quirl fails: ' +
              ' '.join(sorted(set(bad))), file=sys.stderr)
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main())
