set -a
AX=1
set +a
AY=2
env | grep -E '^A[XY]='
