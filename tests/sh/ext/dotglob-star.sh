# shopt -s dotglob: wildcards match leading dots, never . and ..
mkdir d
touch d/.a d/.b d/c d/e
mkdir d/.sub d/sub
touch d/.sub/x d/sub/.h d/sub/v
cd d || exit 1
echo *
shopt -s dotglob
echo *
echo .*
echo ?a
echo [.]*
echo *[!a-z]*
echo */*
echo .?
echo ..?*
for f in *; do echo "f=$f"; done
shopt -u dotglob
echo *
echo */*
