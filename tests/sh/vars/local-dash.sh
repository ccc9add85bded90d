# local - (bash): the options of `set' come back when the function
# returns, as they were at `local -'; shopt options are not covered; at
# top level it is an error.  ($- without bash's B: Quirl has no set -B.)
opts() { set -o | grep -E '^(pipefail|noglob)' | tr -s ' \t' ' ' | tr '\n' ' '; }
f() { local -; set -f; set -o pipefail; set +h; echo "in: ${-//B} $(opts)"; }
echo "before: ${-//B}"
f
echo "after: ${-//B} $(opts)"
g() { set -f; local -; set +f; echo "g: ${-//B}"; }
g; echo "after g: ${-//B}"
set +f
h() { local - x=1; set -u; echo "h: ${-//B} $x"; }
h; echo "after h: ${-//B}"
k() { local -; shopt -s nullglob; }
k; shopt -q nullglob && echo "shopt stays set"
shopt -u nullglob
r() { local -; set -f; return 3; }
r; echo "return $? ${-//B}"
for i in 1 2 3; do f >/dev/null; done; echo "loop ${-//B}"
local - 2>&1; echo "top $?"
