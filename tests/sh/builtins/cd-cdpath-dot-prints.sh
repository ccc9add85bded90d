mkdir target
CDPATH=.:/nonexistent
out=$(cd target)
echo "[${out##*/}]"
