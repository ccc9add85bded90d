touch a.x b.x
set -f
echo *.x
set +f
echo *.x
