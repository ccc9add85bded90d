# mapfile's errors: bad descriptor, bad numbers, bad names, a readonly
# or associative array, an unknown option, a missing argument (Quirl: usage line prefixed)
mapfile -u 9 arr; echo "s=$?"
mapfile -u x arr; echo "s=$?"
mapfile 1x; echo "s=$?"
readonly ro=(1); mapfile ro <<< "x"; echo "s=$?"; declare -p ro
mapfile -n x arr; echo "s=$?"
mapfile -c 0 arr </dev/null; echo "s=$?"
mapfile -O -1 arr </dev/null; echo "s=$?"
mapfile -s -2 arr </dev/null; echo "s=$?"
declare -A as; mapfile as </dev/null; echo "s=$?"
mapfile -t a b </dev/null; echo "s=$?"
mapfile -z arr; echo "s=$?"
readarray -d; echo "s=$?"
