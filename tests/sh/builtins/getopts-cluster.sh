set -- -abc x
while getopts abc opt; do echo "opt=$opt"; done
echo "end OPTIND=$OPTIND"
shift $((OPTIND - 1)); echo "rest=$*"
