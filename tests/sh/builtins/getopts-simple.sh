set -- -a -b
while getopts ab opt; do echo "opt=$opt OPTIND=$OPTIND"; done
echo "end OPTIND=$OPTIND"
