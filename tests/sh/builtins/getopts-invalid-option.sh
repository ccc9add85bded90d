set -- -x
getopts ab opt
echo "status $? opt=$opt OPTARG=${OPTARG-unset}"
