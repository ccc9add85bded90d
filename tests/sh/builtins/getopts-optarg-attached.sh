set -- -ffile -vfx
while getopts f:v opt; do echo "opt=$opt arg=${OPTARG-unset}"; done
