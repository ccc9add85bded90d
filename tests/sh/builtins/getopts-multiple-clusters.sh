set -- -ab -c
while getopts abc o; do printf '%s' "$o"; done
echo " $OPTIND"
