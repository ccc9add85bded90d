trap 'echo "got usr1 $1"' USR1
trap 'echo done' EXIT
saved=$(trap)
trap - USR1 EXIT
eval "$saved"
trap
