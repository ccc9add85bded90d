# Errors in the middle of a subshell end only the subshell, with the
# status and message a forked one gives.
a=$(echo one; : ${nope?is missing}; echo two); echo "a=$a st=$?"
( echo in; : ${nope?gone}; echo out ); echo "sub=$?"
b=$(set -u; echo $unset_var; echo after); echo "b=$b st=$?"
readonly ro=1
c=$(echo c1; ro=2; echo c2); echo "c=$c st=$?"
( ro=3; echo after-ro ); echo "ro sub=$?"
d=$(echo $((1/0)); echo after); echo "d=$d st=$?"
e=$(nosuchcommand-xyz; echo "st=$?"); echo "e=$e"
f() { local ro=4; }
g=$(f; echo "g st=$?"); echo "$g"
set -o posix
h=$(echo h1; ro=5; echo h2); echo "h=$h st=$?"
echo end
