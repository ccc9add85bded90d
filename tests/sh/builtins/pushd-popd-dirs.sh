# pushd, popd and dirs as in bash: DIRSTACK, ~ for $HOME, +N/-N, -n, -c,
# -l -p -v and bash's error texts
mkdir a b c
HOME=$PWD
dirs; echo "st $?"
popd; echo "st $?"
pushd; echo "st $?"
pushd a; echo "st $? ${PWD#$HOME}"
pushd ../b
pushd /tmp
dirs -v
dirs -p
dirs -l | sed "s|$HOME|H|g"
dirs +1; dirs -0; dirs -1
echo "${DIRSTACK[@]#$HOME} ${#DIRSTACK[@]}"
pushd +1
pushd -0
pushd
pushd -n ~/c
dirs
popd -n
popd +1
popd -1
dirs +9; echo "st $?"
pushd +9; echo "st $?"
popd +9; echo "st $?"
pushd nosuch; echo "st $?"
popd; echo "st $? ${PWD#$HOME}"
popd; echo "st $?"
dirs -c; dirs
pushd -x; echo "st $?"
dirs -x; echo "st $?"
pushd a b; echo "st $?"
# usage lines carry the "quirl: line N:" prefix (rt_builtin_usage); bash
# prints them bare
