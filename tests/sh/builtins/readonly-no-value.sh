set -o posix; readonly RN
echo "[${RN-unset}]"
readonly -p | grep '^readonly RN'
RN=x
echo notreached
