while getopts ab: opt -a -b val rest; do echo "opt=$opt arg=${OPTARG-}"; done
echo "OPTIND=$OPTIND"
