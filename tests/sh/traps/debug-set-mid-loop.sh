# A DEBUG trap set while a loop runs (compiled under QUIRL_JIT=always)
# fires from the next command on, for loop heads and for ((;;)) parts too.
n=0
for i in 1 2 3; do
  n=$((n + 1))
  case $i in 2) trap 'echo "D:$BASH_COMMAND"' DEBUG;; esac
done
trap - DEBUG
for ((j=0; j<3; j++)); do
  if ((j==1)); then trap 'echo "D:$BASH_COMMAND"' DEBUG; fi
  x=$j
done
trap - DEBUG
k=0
while ((k < 3)); do ((k++)); [[ $k == 2 ]] && trap 'echo "D:$BASH_COMMAND"' DEBUG; done
trap - DEBUG
f() { local i; for ((i=0; i<2; i++)); do case $i in 1) trap 'echo "D:$BASH_COMMAND"' DEBUG;; esac; done; echo fend; }
set -T
f
trap - DEBUG
echo "n=$n x=$x k=$k"
