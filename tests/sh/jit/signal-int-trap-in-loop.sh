# A loop that runs no external command is interrupted by SIGINT and the
# trap runs (compiled under QUIRL_JIT=always, interpreted under off).
trap 'echo "trapped after work: $((i > 0))"; exit 3' INT
i=0
( sleep 1; kill -INT $$ ) &
while :; do i=$((i + 1)); done
echo notreached
