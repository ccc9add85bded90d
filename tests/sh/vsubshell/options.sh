# set -o and shopt changed inside stay inside.
x=$(set -f; echo "$-" | tr -d hB); echo "x=$x"
set -o | grep noglob | tr -s ' \t' ' '
( set -u; shopt -s nullglob; echo "$-" | tr -d hB; shopt nullglob )
echo "$-" | tr -d hB; shopt nullglob
f() { set -e; shopt -s extglob; echo "f: $-" | tr -d hB; }
y=$(f); echo "y=$y"; echo "$-" | tr -d hB; shopt extglob
