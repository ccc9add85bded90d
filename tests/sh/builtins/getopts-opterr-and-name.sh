# getopts' own messages are bash's: the script's name ($0), not the
# shell's "line N:" prefix, also inside a function; OPTERR starts at 1 and
# OPTERR=0 (or any value whose leading number is 0) silences them, while
# unset or empty leaves them on
echo "OPTERR=$OPTERR"
f() { local OPTIND o; while getopts "vn:" o "$@"; do echo "o=$o OPTARG=${OPTARG-unset}"; done; }
f -x
f -n
for v in 0 00 x '' 1 2 ' 1'; do OPTERR=$v; echo "OPTERR=[$v]"; f -q; done
unset OPTERR; echo unset; f -q
# a leading ':' is silent whatever OPTERR says
OPTERR=1; f2() { local OPTIND o; getopts ":a" o -z; echo "o=$o OPTARG=$OPTARG"; }; f2
# OPTIND past the end: getopts sets it to one past the last argument
set -- -a -b
for n in 2 3 4 9; do OPTIND=$n; getopts ab o; echo "OPTIND=$n: $? $o $OPTIND"; done
