# coproc NAME compound: a NAME that is no name is bash's runtime error,
# `1x': not a valid identifier, with status 1 and nothing started; set -e
# and the ERR trap do not act on it.  A name followed by no compound
# command is the command itself.
coproc 1bad { echo ran; }
echo "status $?"
coproc a-b ( echo ran )
echo "status $?"
trap 'echo ERR' ERR
set -e
coproc 2x { :; }
echo "status $?"
coproc echo hi
read -r line <&"${COPROC[0]}"
echo "$line"
wait
