#!/usr/bin/python3
"""shell-workloads.py - time Quirl against dash, bash, zsh, ksh and mksh.

usage: bench/shell-workloads.py [options] QUIRL [RUNS]
       (see --help; bench/README.md; docs/benchmarks/shell-workloads.md)

Design, and what a reader must know before changing it:

- Each workload is one small shell program, kept here as text and run as
  `SHELL -c PROGRAM` in a fresh process, so shell start-up is part of every
  figure.  The main group uses nothing beyond POSIX sh except `local` (only
  in fib; dash has it), so that dash runs all of them.  zsh runs as
  `zsh --emulate sh -f -c`: sh word splitting and globbing, and no start-up
  files besides the system zshenv it always reads.
- A second group, the bash-extension workloads (`ext=True`: the array
  sieve, `for ((;;))`, the associative-array word count), is written as a
  bash script would be: `declare`, `(( ))`, `for ((;;))`, indexed and
  associative arrays, `${!a[@]}`, `[[ ]]`.  Only bash, zsh, ksh and Quirl
  run them; dash has none of these and mksh has no `for ((;;))`, no
  `declare` and no associative arrays, so neither is run (checked with
  dash 0.5.12 and mksh 59c).  zsh runs them as
  `zsh --emulate ksh +o typesettounset -f -c`: native zsh does not split
  `$line` into words and has no `${!a[@]}`, and ksh emulation alone sets
  TYPESET_TO_UNSET, under which `declare -A c; ((c[$w]++))` leaves
  `${#c[@]}` at 0 (zsh 5.9); with that option off zsh runs the bash text
  unchanged.  ksh93u+m 1.0 has no `declare`, so its runs get the one-line
  prelude `alias declare=typeset` (EXT_SHELLS).  Ratios and budgets of
  this group are to bash, as there is no dash figure.
- Every workload ends with a checksum line.  The expected stdout of each is
  computed in Python from the same size, never taken from a shell, so the
  check trusts no shell.  A run counts only if the exit status is 0, stderr
  is empty and stdout matches byte for byte.  The check is repeated on every
  timed run, so a shell that skips work or misbehaves under load is shown
  as `fails` and never timed.
- Order: a correctness round first (it also warms the page cache), then
  RUNS timed rounds.  In each round every (shell, workload) pair runs once;
  the shell order is rotated per round and per workload so that a burst of
  machine load does not always hit the same shell.  Rotation keeps each
  shell's predecessor, so the run order (run_order) puts quirl and
  quirl-nojit apart: run right after quirl, the same binary, quirl-nojit
  found its pages and caches warm and looked about 0.1 ms faster on every
  short workload than quirl, which always followed another shell.
- Times are wall-clock (perf_counter) from posix_spawn to the return of
  os.wait4.  The child gets its own process group, stdin from /dev/null,
  stdout and stderr in files, and a minimal environment (PATH, HOME,
  TMPDIR, LC_ALL=C); an interval timer kills the group on time-out.
- Peak RSS is ru_maxrss from wait4 (KiB), but not from our own wait4:
  Linux folds the high-water RSS of the address space that calls exec into
  the new program's maxrss, and posix_spawn execs from Python's (vfork)
  address space, so every shell would show Python's ~14 MiB.  The RSS runs
  are therefore a separate pass after the timed rounds, through GNU time
  (/usr/bin/time -f %M), a small C program that forks and reports wait4's
  ru_maxrss; the floor that adds is its own few hundred KiB, the same for
  every shell.  Without /usr/bin/time the RSS table says `-`.
- Quirl runs twice per round: with its default settings (`quirl`) and with
  QUIRL_JIT=off (`quirl-nojit`), so the table shows what the JIT adds.
- Ratios are median(shell) / median(dash) for the same workload in the
  same session (median(bash) for the bash-extension group).  The budget
  (DESIGN.md "Performance budget", and issue 10's sieve <= 0.05 x bash)
  is judged on the default `quirl` column.
- --smoke runs the correctness round only, with small sizes and only the
  shells present, and exits 1 when any Quirl output is wrong.  It judges
  no timings.  Standard library only; Python 3 as shipped by Debian.
"""

import argparse
import json
import os
import platform
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

# --------------------------------------------------------------------------
# Workloads.  The programs are written as shell text with @N@ (the size)
# and @FILE@ (the read loop's data file, single-quoted) to fill in; the
# expected stdout of each is computed by a Python function of the same
# size.  Arithmetic stays below 2^31 because mksh computes in 32 bits
# (except in the bash-extension workloads, which mksh does not run).


def _e_startup(n, ctx):
    return ''


def _e_arith(n, ctx):
    return f'arith {n} {sum(i * 3 for i in range(n))}\n'


def _for_digits(n):
    # The for loop runs over a word list of sqrt(n) entries, twice nested:
    # 100 words for n = 10000, 10 for the smoke size n = 100.
    return 2 if n >= 10000 else 1


def _w_for_echo(n):
    build = ('h=\nfor a in $d; do for b in $d; do h="$h $a$b"; done; done'
             if _for_digits(n) == 2 else 'h=$d')
    return f'''d="0 1 2 3 4 5 6 7 8 9"
{build}
c=0
for a in $h; do
    for b in $h; do
        echo "$a$b"
    done
    c=$((c + 1))
done
echo "for $c"
'''


def _e_for_echo(n, ctx):
    k = _for_digits(n)
    words = [str(i).zfill(k) for i in range(10 ** k)]
    out = ''.join(a + b + '\n' for a in words for b in words)
    return out + f'for {len(words)}\n'


def _e_calls(n, ctx):
    return f'calls {n} {sum(range(n))}\n'


def _e_case(n, ctx):
    a = sum(1 for i in range(n) if i % 10 == 0)
    b = sum(1 for i in range(n) if i % 2 == 1)
    return f'case {a} {b} {n - a - b}\n'


def _e_external(n, ctx):
    return ''.join(f'x{i}\n' for i in range(n)) + f'external {n}\n'


def _e_loop_1m(n, ctx):
    s = 0
    for i in range(n):
        s = (s * 31 + i) % 1000003
    return f'loop {n} {s}\n'


def _e_primes(n, ctx):
    ps = [k for k in range(2, n)
          if all(k % d for d in range(2, int(k ** 0.5) + 1))]
    return f'primes {len(ps)} {sum(ps)}\n'


def _e_fib(n, ctx):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return f'fib {n} {a}\n'


def _e_append(n, ctx):
    s = ''.join(f'x{i}' for i in range(n))
    return f'append {len(s)} {s[:s.find("x1")]}\n'


def _e_param(n, ctx):
    t = 0
    for i in range(n):
        b, d, e, r = f'libfoo.so.{i}', f'/usr/lib/x{i}', f'so.{i}', 'libfoo'
        t += len(b) + len(d) + len(e) + len(r)
    return f'param {t} {b} {d} {e} {r}\n'


def _e_subst(n, ctx):
    return f'subst {n} {sum(range(n))}\n'


def _e_subsh_cd(n, ctx):
    return '/tmp\n' * n + f'subsh {n}\n'


def _e_subst_helper(n, ctx):
    total = sum(len(f'libfoo{i}.so') for i in range(n))
    return f'helper {n} {total} libfoo{n - 1}.so\n'


def _e_subst_date(n, ctx):
    return f'date {n}\n'


def read_lines(n):
    # Backslashes check that -r is honoured; no leading or trailing
    # blanks, so IFS stripping leaves every line as written.
    return [f'{i}: alpha\\beta {i * 7} gamma' for i in range(n)]


def _e_read(n, ctx):
    ls = read_lines(n)
    return f'read {n} {sum(map(len, ls))} {ls[-1]}\n'


def _e_sieve(n, ctx):
    s = bytearray([1]) * max(n, 2)
    s[0] = s[1] = 0
    for i in range(2, n):
        if i * i >= n:
            break
        if s[i]:
            s[i * i::i] = bytes(len(range(i * i, n, i)))
    ps = [i for i in range(n) if s[i]]
    return f'sieve {len(ps)} {sum(ps)}\n'


def _e_forsum(n, ctx):
    return f'forsum {n} {n * (n - 1) // 2}\n'


# The word count's vocabulary and its generated text.  Words are lowercase
# letters only (no digits, no glob or arithmetic characters), drawn from a
# fixed LCG with a skew towards the first words, separated by one or two
# blanks or a tab, with blanks at some line ends, so IFS splitting matters.
WC_PROBES = ('bababa', 'recara', 'zzz')  # as in the program's last lines


def word_vocab():
    cons, vows = 'bcdfgklmnprstvz', 'aeiou'
    return [cons[i % 15] + vows[i // 15 % 5] + cons[i // 75 % 15] +
            vows[i // 1125 % 5] + cons[(i * 7) % 15] + vows[(i * 3) % 5]
            for i in range(1500)]


def word_lines(n):
    vocab = word_vocab()
    x = 12345
    lines = []
    for _ in range(n):
        x = (x * 1103515245 + 12345) % 2 ** 31
        words = []
        for _ in range(x % 12):
            x = (x * 1103515245 + 12345) % 2 ** 31
            r = x >> 8
            # The product of two uniform picks favours small indexes.
            words.append(vocab[(r % 1500) * ((r >> 11) % 1500) // 1500])
            words.append((' ', '\t', '  ', ' ')[x % 4])
        lines.append(''.join(words[:-1] if x % 5 else words))
    return lines


def _e_wordcount(n, ctx):
    count = {}
    for line in word_lines(n):
        for w in line.split():
            count[w] = count.get(w, 0) + 1
    probes = ' '.join(str(count.get(w, 0)) for w in WC_PROBES)
    return (f'wordcount {len(count)} {sum(count.values())} {min(count)} '
            f'{probes}\n')


def _const(text):
    return lambda n, ctx: text


class Workload:
    """KEY, table TITLE, FULL and SMOKE sizes, BUDGET (ratio to the
    reference shell or None), the program (text with @N@, @FILE@ and
    @WORDS@, or a function of the size) and EXPECT(n, ctx), the exact
    stdout.  EXT marks a bash-extension workload: run by EXT_SHELLS and
    Quirl only, its reference (REF) is bash instead of dash."""

    def __init__(self, key, title, full, smoke, budget, program, expect,
                 ext=False):
        self.key, self.title = key, title
        self.full, self.smoke, self.budget = full, smoke, budget
        self.program, self.expect = program, expect
        self.ext = ext
        self.ref = 'bash' if ext else 'dash'

    def script(self, n, ctx):
        text = self.program(n) if callable(self.program) else self.program
        for mark, key in (('@FILE@', 'readfile'), ('@WORDS@', 'wordfile')):
            path = "'" + ctx[key].replace("'", "'\\''") + "'"
            text = text.replace(mark, path)
        return text.replace('@N@', str(n))


WORKLOADS = [
    Workload('startup', 'startup (`true`)', 0, 0, 1.0,
             'true', _e_startup),
    Workload('arith', 'arith while loop, 10k', 10000, 50, 0.15, '''s=0 i=0
while [ "$i" -lt @N@ ]; do
    s=$((s + i * 3))
    i=$((i + 1))
done
echo "arith $i $s"
''', _e_arith),
    Workload('for_echo', 'for loop + echo, 10k', 10000, 100, 0.3,
             _w_for_echo, _e_for_echo),
    Workload('calls', '5k function calls', 5000, 50, 0.3, '''f() {
    r=$((r + $1))
}
r=0 i=0
while [ "$i" -lt @N@ ]; do
    f "$i"
    i=$((i + 1))
done
echo "calls $i $r"
''', _e_calls),
    Workload('case', 'case in a loop, 10k', 10000, 50, 0.2, '''a=0 b=0 c=0 i=0
while [ "$i" -lt @N@ ]; do
    case $i in
    *0) a=$((a + 1)) ;;
    *[13579]) b=$((b + 1)) ;;
    *) c=$((c + 1)) ;;
    esac
    i=$((i + 1))
done
echo "case $a $b $c"
''', _e_case),
    Workload('external', '200 external commands', 200, 5, 0.8, '''i=0
while [ "$i" -lt @N@ ]; do
    /bin/echo "x$i"
    i=$((i + 1))
done
echo "external $i"
''', _e_external),
    Workload('one_ext', 'one external command', 0, 0, None,
             '/bin/echo hi', _const('hi\n')),
    Workload('pipeline', '`/bin/echo hi | tr a-z A-Z`', 0, 0, None,
             '/bin/echo hi | /usr/bin/tr a-z A-Z', _const('HI\n')),
    Workload('loop_1m', 'arith loop, 1M', 1000000, 200, 0.03, '''s=0 i=0
while [ "$i" -lt @N@ ]; do
    s=$(( (s * 31 + i) % 1000003 ))
    i=$((i + 1))
done
echo "loop $i $s"
''', _e_loop_1m),
    Workload('primes', 'primes < 5000 (trial division)', 5000, 100, None,
             '''c=0 s=0 n=2
while [ "$n" -lt @N@ ]; do
    p=1 d=2
    while [ $((d * d)) -le "$n" ]; do
        if [ $((n % d)) -eq 0 ]; then
            p=0
            break
        fi
        d=$((d + 1))
    done
    if [ "$p" -eq 1 ]; then
        c=$((c + 1))
        s=$((s + n))
    fi
    n=$((n + 1))
done
echo "primes $c $s"
''', _e_primes),
    # `local` is the only non-POSIX construct of the suite (dash has it).
    Workload('fib', 'recursive fib(20), `local`', 20, 8, None, '''fib() {
    local n a
    n=$1
    if [ "$n" -lt 2 ]; then
        r=$n
        return 0
    fi
    fib $((n - 1))
    a=$r
    fib $((n - 2))
    r=$((a + r))
}
fib @N@
echo "fib @N@ $r"
''', _e_fib),
    Workload('append', 'string append, 5k', 5000, 50, None, '''s= i=0
while [ "$i" -lt @N@ ]; do
    s="${s}x$i"
    i=$((i + 1))
done
echo "append ${#s} ${s%%x1*}"
''', _e_append),
    Workload('param', '`${v#..}`/`${v%..}` loop, 10k', 10000, 50, None,
             '''t=0 i=0
while [ "$i" -lt @N@ ]; do
    v=/usr/lib/x$i/libfoo.so.$i
    b=${v##*/} d=${v%/*}
    e=${b#*.} r=${b%%.*}
    t=$((t + ${#b} + ${#d} + ${#e} + ${#r}))
    i=$((i + 1))
done
echo "param $t $b $d $e $r"
''', _e_param),
    Workload('subst', '`x=$(echo $i)`, 1000', 1000, 10, None, '''s=0 i=0
while [ "$i" -lt @N@ ]; do
    x=$(echo $i)
    s=$((s + x))
    i=$((i + 1))
done
echo "subst $i $s"
''', _e_subst),
    # A function's output needs a subshell in every shell measured
    # (ksh93 aside): the fork per iteration is the workload.
    Workload('subst_fn', '`x=$(f $i)`, function, 1000', 1000, 10, None,
             '''f() { echo "$1"; }
s=0 i=0
while [ "$i" -lt @N@ ]; do
    x=$(f $i)
    s=$((s + x))
    i=$((i + 1))
done
echo "subst $i $s"
''', _e_subst),
    # Issue 25: subshells that need no process of their own (Quirl runs
    # them in its own process; ksh93 too).
    Workload('subsh_cd', '`( cd /tmp && pwd )`, 1000', 1000, 10, None,
             '''i=0
while [ "$i" -lt @N@ ]; do
    ( cd /tmp && pwd )
    i=$((i + 1))
done
echo "subsh $i"
''', _e_subsh_cd),
    Workload('subst_helper', '`$(basename_like "$p")`, 10k', 10000, 50, None,
             '''basename_like() { p=${1%/}; echo "${p##*/}"; }
c=0 i=0
while [ "$i" -lt @N@ ]; do
    b=$(basename_like "/usr/lib/x$i/libfoo$i.so/")
    c=$((c + ${#b}))
    i=$((i + 1))
done
echo "helper $i $c $b"
''', _e_subst_helper),
    # One program per iteration: a spawn, no fork of the shell around it.
    Workload('subst_date', '`y=$(date +%s)`, 200', 200, 5, None, '''i=0
while [ "$i" -lt @N@ ]; do
    y=$(date +%s)
    i=$((i + 1))
done
case $y in [1-9]*) echo "date $i" ;; esac
''', _e_subst_date),
    # printf, not echo, for the last line: XSI echo would eat the \b.
    Workload('read', '`read -r` loop, 10k lines', 10000, 50, None, '''n=0 c=0
while read -r line; do
    n=$((n + 1))
    c=$((c + ${#line}))
    l=$line
done < @FILE@
printf '%s\\n' "read $n $c $l"
''', _e_read),
    # Bash-extension workloads (EXT_SHELLS and Quirl only, ratio to bash).
    # Issue 10: the array sieve must run at least 20x faster than bash.
    Workload('sieve', 'array sieve < 100000', 100000, 200, 0.05, '''n=@N@
declare -a sieve
for ((i = 2; i < n; i++)); do
    sieve[i]=1
done
for ((i = 2; i * i < n; i++)); do
    if ((sieve[i])); then
        for ((j = i * i; j < n; j += i)); do
            sieve[j]=0
        done
    fi
done
c=0 s=0
for ((i = 2; i < n; i++)); do
    if ((sieve[i])); then
        ((c++))
        ((s += i))
    fi
done
echo "sieve $c $s"
''', _e_sieve, ext=True),
    Workload('forsum', '`for ((;;))` sum, 1M', 1000000, 200, None, '''s=0
for ((i = 0; i < @N@; i++)); do
    ((s += i))
done
echo "forsum $i $s"
''', _e_forsum, ext=True),
    # Only figures that do not depend on the hash order are printed: the
    # number of keys, the sum over all keys, the smallest key, and a few
    # counts (one of a word that never occurs).
    Workload('wordcount', '`declare -A` word count, 10k lines', 10000, 50,
             None, '''declare -A count
while read -r line; do
    for w in $line; do
        ((count[$w]++))
    done
done < @WORDS@
t=0 first=
for w in "${!count[@]}"; do
    ((t += count[$w]))
    if [[ -z $first || $w < $first ]]; then
        first=$w
    fi
done
c=${count[bababa]} d=${count[recara]:-0} z=${count[zzz]:-0}
echo "wordcount ${#count[@]} $t $first $c $d $z"
''', _e_wordcount, ext=True),
]
RSS_WORKLOADS = ('startup', 'loop_1m')
RSS_BUDGET = 2.0  # peak RSS of `quirl -c true` <= 2 x dash
GNU_TIME = '/usr/bin/time'

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

# The shells that run the bash-extension workloads: name -> (argv prefix,
# prelude put before the program).  Why these options: see the docstring.
EXT_SHELLS = {
    'bash': (['bash', '-c'], ''),
    'zsh': (['zsh', '--emulate', 'ksh', '+o', 'typesettounset', '-f', '-c'],
            ''),
    'ksh': (['ksh', '-c'], 'alias declare=typeset\n'),
}


class Shell:
    """NAME, ARGV and ENV for the POSIX workloads; EXT = (argv, prelude)
    for the bash-extension ones, None when the shell cannot run them."""

    def __init__(self, name, argv, env=None, ext=None):
        self.name = name
        self.argv = argv
        self.env = env or {}
        self.ext = ext

    def runs(self, w):
        return not w.ext or self.ext is not None

    def command(self, w, program):
        """The argv that runs PROGRAM of workload W."""
        if not w.ext:
            return self.argv + [program]
        argv, prelude = self.ext
        return argv + [prelude + program]


def base_env(tmp):
    return {'PATH': '/usr/local/bin:/usr/bin:/bin', 'HOME': tmp,
            'LC_ALL': 'C', 'TMPDIR': tmp}


def install(packages):
    print('installing: ' + ' '.join(packages), file=sys.stderr)
    sudo = [] if os.geteuid() == 0 else ['sudo']
    env = dict(os.environ, DEBIAN_FRONTEND='noninteractive')
    subprocess.run(sudo + ['apt-get', 'update'], check=False,
                   stdout=sys.stderr)
    subprocess.run(sudo + ['apt-get', 'install', '-y',
                           '--no-install-recommends'] + packages,
                   check=False, stdout=sys.stderr, env=env)


def find_shells(quirl, args):
    """The shells to run; missing ones are installed on --install."""
    missing = [pkg for _, argv, pkg in REFERENCE_SHELLS
               if shutil.which(argv[0]) is None]
    if not os.access(GNU_TIME, os.X_OK):
        missing.append('time')
    if missing and args.install and not args.smoke:
        install(missing)
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
        ext = EXT_SHELLS.get(name)
        if ext:
            ext = ([path] + ext[0][1:], ext[1])
        shells.append(Shell(name, [path] + argv[1:], ext=ext))
    q = ([quirl, '-c'], '')
    shells.append(Shell('quirl', q[0], ext=q))
    shells.append(Shell('quirl-nojit', q[0], {'QUIRL_JIT': 'off'}, q))
    if args.base:
        b = ([os.path.abspath(args.base), '-c'], '')
        shells.append(Shell('quirl-base', b[0], ext=b))
    return shells

# --------------------------------------------------------------------------
# Running one program.


class Timeout(Exception):
    pass


def run_once(shell, cmd, tmp, limit, wrap=(), usage=None):
    """Run [WRAP] CMD, argv from Shell.command, in SHELL's environment;
    returns (ms, status, out, err).  USAGE, a list, gets the child's
    resource usage (wait4's) appended."""
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
    argv = list(wrap) + cmd
    killed = []

    def on_alarm(signum, frame):
        # The whole process group: a pipeline's children die too.
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
        if usage is not None:
            usage.append(ru)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)
    with open(out_path, 'rb') as f:
        out = f.read()
    with open(err_path, 'rb') as f:
        err = f.read()
    if killed:
        raise Timeout(f'killed after {limit:g} s')
    return (t1 - t0) * 1000.0, os.waitstatus_to_exitcode(status), out, err


def run_rss(shell, cmd, expected, tmp, limit):
    """(peak RSS in KiB, None) of one run under GNU time, or (None, why)."""
    path = os.path.join(tmp, 'rss')
    try:
        r = run_once(shell, cmd, tmp, limit,
                     (GNU_TIME, '-f', '%M', '-o', path))
    except Timeout as e:
        return None, str(e)
    why = check(r, expected)
    if why:
        return None, why
    with open(path) as f:
        return int(f.read().split()[-1]), None


def check(result, expected):
    """None when the run is correct, else a one-line reason."""
    _, status, out, err = result
    if status != 0:
        return f'exit status {status}: {first_line(err)}'
    if err:
        return f'stderr: {first_line(err)}'
    if out != expected:
        el = expected.decode().splitlines()
        gl = out.decode(errors='replace').splitlines()
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


def run_order(shells):
    """SHELLS with quirl-nojit moved to the middle of the reference shells,
    so that neither quirl run directly follows the other (see the notes
    at the top)."""
    nojit = [s for s in shells if s.name == 'quirl-nojit']
    rest = [s for s in shells if s.name != 'quirl-nojit']
    mid = max(1, (len(rest) - 1) // 2)
    return rest[:mid] + nojit + rest[mid:]


def run_session(shells, workloads, args, ctx, limit):
    """Correctness round, RUNS timed rounds, RSS pass: res[key][shell]."""
    res = {w.key: {s.name: {'fails': None, 'ms': [], 'rss': []}
                   for s in shells if s.runs(w)} for w in workloads}
    progs = {}
    for w in workloads:
        n = w.smoke if args.smoke else w.full
        progs[w.key] = (w.script(n, ctx), w.expect(n, ctx).encode())
    rounds = 1 if args.smoke else args.runs + 1
    for rnd in range(rounds):
        if not args.quiet:
            label = 'check' if rnd == 0 else f'round {rnd}/{args.runs}'
            print(f'shell-workloads: {label}', file=sys.stderr)
        for wi, w in enumerate(workloads):
            prog, exp = progs[w.key]
            for s in rotate(run_order(shells), rnd + wi):
                r = res[w.key].get(s.name)
                if r is None or r['fails']:
                    continue
                try:
                    out = run_once(s, s.command(w, prog), ctx['dir'], limit)
                    why = check(out, exp)
                except Timeout as e:
                    why = str(e)
                if why:
                    r['fails'] = why
                elif rnd > 0 or args.smoke:
                    # Round 0 is the check and the warm-up; in smoke
                    # mode it is the only run, so it is shown.
                    r['ms'].append(out[0])
    rss_pass(res, shells, workloads, progs, 1 if args.smoke else
             min(args.runs, 3), ctx['dir'], limit, args.quiet)
    jit_pass(res, shells, workloads, progs, ctx['dir'], limit)
    if 'external' in res and not args.smoke:
        res['_floor'] = spawn_floor(
            next(w for w in workloads if w.key == 'external').full,
            args.runs, ctx['dir'])
    return res


def spawn_floor(n, runs, tmp):
    """The external-commands workload without a shell: N posix_spawn +
    waitpid of /bin/echo from this process, output to a file, RUNS times;
    median ms.  No shell can run the workload faster than this, so it
    shows how much of the budget is reachable at all."""
    out = os.path.join(tmp, 'floor.out')
    env = base_env(tmp)
    ms = []
    for _ in range(runs):
        with open(out, 'wb') as f:
            actions = [(os.POSIX_SPAWN_DUP2, f.fileno(), 1)]
            t0 = time.perf_counter()
            for i in range(n):
                pid = os.posix_spawn('/bin/echo', ['/bin/echo', f'x{i}'],
                                     env, file_actions=actions)
                os.waitpid(pid, 0)
            ms.append((time.perf_counter() - t0) * 1000.0)
    return statistics.median(ms)


JIT_LINE = re.compile(r'quirl-jit: (.+?) at line (\d+): compiled in (\d+) us '
                      r'\((\w+)\), (\d+) statements native, (\d+) interpreted')


def jit_pass(res, shells, workloads, progs, tmp, limit):
    """One more run of each workload by quirl with QUIRL_JIT_LOG=1, untimed:
    the regions it compiled, with the compile time of each as the JIT
    reports it (lowering, passes and code generation), into
    res[key]['quirl']['jit']."""
    q = next((s for s in shells if s.name == 'quirl'), None)
    if q is None:
        return
    logged = Shell('quirl', q.argv, dict(q.env, QUIRL_JIT_LOG='1'), q.ext)
    for w in workloads:
        cell = res[w.key].get('quirl')
        if cell is None or cell['fails']:
            continue
        try:
            _, _, _, err = run_once(logged, logged.command(w, progs[w.key][0]),
                                    tmp, limit)
        except Timeout:
            continue
        cell['jit'] = [
            {'what': m[0], 'line': int(m[1]), 'us': int(m[2]),
             'backend': m[3], 'native': int(m[4]),
             'interpreted': int(m[5])}
            for m in JIT_LINE.findall(err.decode(errors='replace'))]


def rss_pass(res, shells, workloads, progs, runs, tmp, limit, quiet):
    """Peak RSS of the RSS workloads, RUNS times per shell."""
    if not os.access(GNU_TIME, os.X_OK):
        print(f'shell-workloads: no {GNU_TIME} (Debian package time), '
              'no RSS figures', file=sys.stderr)
        return
    if not quiet:
        print('shell-workloads: peak RSS', file=sys.stderr)
    for w in workloads:
        if w.key not in RSS_WORKLOADS:
            continue
        prog, exp = progs[w.key]
        for rnd in range(runs):
            for s in rotate(shells, rnd):
                r = res[w.key].get(s.name)
                if r is None or r['fails']:
                    continue
                kib, why = run_rss(s, s.command(w, prog), exp, tmp, limit)
                if why:
                    r['fails'] = 'under GNU time: ' + why
                else:
                    r['rss'].append(kib)


def summarize(res, shells, workloads):
    """Add median/min/max and the ratio to the reference (dash, or bash
    for the bash-extension workloads) to every cell."""
    for w in workloads:
        cells = res[w.key]
        for c in cells.values():
            if c['fails'] or not c['ms']:
                continue
            c['median'] = statistics.median(c['ms'])
            c['min'] = min(c['ms'])
            c['max'] = max(c['ms'])
            if c['rss']:
                c['rss_median'] = statistics.median(c['rss'])
        base = cells.get(w.ref, {}).get('median')
        for c in cells.values():
            if base and 'median' in c:
                c['ratio'] = c['median'] / base


def budgets(res, workloads):
    """Rows of (what, target, reference shell, quirl ratio or None, met
    or None)."""
    rows = []
    for w in workloads:
        if w.budget is not None:
            ratio = res[w.key]['quirl'].get('ratio')
            rows.append((w.title, w.budget, w.ref, ratio,
                         None if ratio is None else ratio <= w.budget))
    if 'startup' in res:
        q = res['startup']['quirl'].get('rss_median')
        d = res['startup'].get('dash', {}).get('rss_median')
        ratio = q / d if q and d else None
        rows.append(('peak RSS of `quirl -c true`', RSS_BUDGET, 'dash',
                     ratio,
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
    names = {s.name for s in shells}
    pkgs = [p for n, _, p in REFERENCE_SHELLS if n in names]
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


def cell_rss(c):
    if c['fails']:
        return 'fails'
    return f'{c["rss_median"]:.0f}' if 'rss_median' in c else '-'


def table(head, rows):
    """A Markdown table; `|` inside cells is escaped."""
    def line(cells):
        return '| ' + ' | '.join(x.replace('|', '\\|') for x in cells) + ' |'
    return '\n'.join([line(head), '|' + '---|' * len(head)] +
                     [line(r) for r in rows])


def text_report(res, shells, workloads, info, runs, smoke):
    names = [s.name for s in shells]
    how = ('smoke mode: small sizes, one run, times mean nothing' if smoke
           else f'{runs} runs, median (min-max) wall ms incl. start-up')
    out = [f'# shell-workloads {info["date"]}', '',
           f'{info.get("cpu", "?")}, {info["cpus"]} CPUs, '
           f'{info.get("mem", "?")}, Linux {info["kernel"]}, '
           f'load {info["loadavg"][0]:.2f} at the end; {how}.', '']

    def section(title, head, rows):
        out.extend([f'## {title}', '', table(head, rows), ''])

    # One set of tables per reference: the POSIX workloads against dash
    # with every shell, the bash-extension ones against bash with only the
    # shells that run them.  Empty sections (e.g. under --only) are left out.
    posix = [w for w in workloads if not w.ext]
    ext = [w for w in workloads if w.ext]
    ext_names = [s.name for s in shells if s.ext is not None]
    for group, cols, suffix, ref in (
            (posix, names, '', 'dash'),
            (ext, ext_names, ', bash-extension workloads', 'bash')):
        if not group:
            continue
        head = ['workload'] + cols
        section('Wall time, ms' + suffix, head,
                [[w.title] + [cell_time(res[w.key][n]) for n in cols]
                 for w in group])
        section(f'Ratio to {ref}{suffix} (median / median of {ref})', head,
                [[w.title] + [cell_ratio(res[w.key][n]) for n in cols]
                 for w in group])
        rss = [w for w in group if w.key in RSS_WORKLOADS]
        if rss:
            section('Peak RSS, KiB (ru_maxrss via GNU time)', head,
                    [[w.title] + [cell_rss(res[w.key][n]) for n in cols]
                     for w in rss])
    section('Budget (DESIGN.md; issue 10 for the sieve), quirl with default '
            'settings',
            ['budget', 'target', 'quirl', 'verdict'],
            [[what, f'<= {target:g} x {ref}',
              'fails/-' if ratio is None else f'{ratio:.2f}',
              'n/a' if met is None or smoke else
              'met' if met else 'NOT met']
             for what, target, ref, ratio, met in budgets(res, workloads)])
    jit_rows = []
    for w in workloads:
        regions = res[w.key].get('quirl', {}).get('jit')
        if regions:
            jit_rows.append([
                w.title, str(len(regions)),
                ', '.join(str(r['us']) for r in regions),
                ', '.join(sorted({r['backend'] for r in regions})),
                ', '.join(f'{r["native"]}/{r["interpreted"]}'
                          for r in regions)])
    if jit_rows:
        section('JIT regions of `quirl` (one more run with QUIRL_JIT_LOG=1)',
                ['workload', 'regions', 'compile time of each, us',
                 'backend', 'statements native/interpreted'], jit_rows)
    floor = res.get('_floor')
    dash_ext = res.get('external', {}).get('dash', {}).get('median')
    if floor and dash_ext:
        out.extend(['## Floor of the external-commands workload', '',
                    f'The same {next(w for w in workloads if w.key == "external").full} '
                    f'`/bin/echo` runs started by posix_spawn and waited for '
                    f'from the benchmark process itself, with no shell: '
                    f'{floor:.1f} ms median, {floor / dash_ext:.2f} x dash.  '
                    'No shell can go below this.', ''])
    fails = [f'- {n} {w.key}: {c["fails"]}'
             for w in workloads for n, c in res[w.key].items() if c['fails']]
    if fails:
        out.extend(['## Failures', ''] + fails + [''])
    return '\n'.join(out)


def json_report(res, shells, workloads, info, runs, smoke):
    doc = {'machine': info, 'runs': runs, 'smoke': smoke,
           'shells': {s.name: {'argv': s.argv, 'env': s.env,
                               'ext': s.ext} for s in shells},
           'workloads': {}, 'budget': []}
    for w in workloads:
        doc['workloads'][w.key] = {
            'title': w.title, 'size': w.smoke if smoke else w.full,
            'reference': w.ref, 'budget': w.budget, 'results': res[w.key]}
    for what, target, ref, ratio, met in budgets(res, workloads):
        doc['budget'].append({'what': what, 'target': target,
                              'reference': ref, 'ratio': ratio, 'met': met})
    doc['external_floor_ms'] = res.get('_floor')
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
                   help='machine-readable report on stdout')
    p.add_argument('--save', metavar='FILE',
                   help='also write the JSON report to FILE')
    p.add_argument('--base', metavar='QUIRL',
                   help='also time this other quirl binary (quirl-base), '
                   'e.g. a build of the previous commit, side by side')
    p.add_argument('--install', action='store_true',
                   help='apt-get install missing zsh/ksh/mksh/time first')
    p.add_argument('--only', metavar='W1,W2',
                   help='run only these workloads (keys: ' +
                   ','.join(w.key for w in WORKLOADS) + ')')
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
        known = [w.key for w in WORKLOADS]
        bad = [k for k in keys if k not in known]
        if bad:
            sys.exit(f'shell-workloads: unknown workload {bad[0]}')
        workloads = [w for w in WORKLOADS if w.key in keys]
    limit = args.timeout or (30.0 if args.smoke else 120.0)
    shells = find_shells(quirl, args)
    with tempfile.TemporaryDirectory(prefix='quirl-bench.') as d:
        # The data of the read loop and of the word count, written once
        # per session.
        ctx = {'dir': d, 'readfile': os.path.join(d, 'lines.txt'),
               'wordfile': os.path.join(d, 'words.txt')}
        for key, ctxkey, gen in (('read', 'readfile', read_lines),
                                 ('wordcount', 'wordfile', word_lines)):
            w = next(w for w in WORKLOADS if w.key == key)
            with open(ctx[ctxkey], 'w') as f:
                n = w.smoke if args.smoke else w.full
                f.write(''.join(line + '\n' for line in gen(n)))
        res = run_session(shells, workloads, args, ctx, limit)
    summarize(res, shells, workloads)
    info = machine_info(shells)
    runs = 1 if args.smoke else args.runs
    report = json_report if args.json else text_report
    sys.stdout.write(report(res, shells, workloads, info, runs, args.smoke))
    if args.save:
        with open(args.save, 'w') as f:
            f.write(json_report(res, shells, workloads, info, runs,
                                args.smoke))
    bad = sorted({w.key for w in workloads
                  for n in ('quirl', 'quirl-nojit')
                  if res[w.key][n]['fails']})
    if bad:
        print('shell-workloads: quirl fails: ' + ' '.join(bad),
              file=sys.stderr)
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main())
