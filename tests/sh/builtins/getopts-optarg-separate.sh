set -- -f file -v
while getopts f:v opt; do echo "opt=$opt arg=${OPTARG-unset}"; done
