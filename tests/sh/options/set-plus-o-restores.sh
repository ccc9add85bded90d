set -f
saved=$(set +o)
set +f
set -u
eval "$saved"
case $- in *f*) echo "f restored";; esac
case $- in *u*) echo "u still";; *) echo "u restored off";; esac
