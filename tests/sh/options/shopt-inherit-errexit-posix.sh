set -o posix; shopt inherit_errexit
# posix mode turns inherit_errexit on (bash 5.2), and leaving it keeps it on
set +o posix
shopt inherit_errexit
shopt -u inherit_errexit
set -e
echo "[$(false; echo after)]"
