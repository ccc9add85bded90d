# The RETURN trap after `.` of a file that runs nothing sees $? as it was
# before the `.`; the `.` itself then has status 0.
trap 'echo "RETURN $?"' RETURN
false
. /dev/null
echo "dot $?"
printf 'return 4\n' >r4
(exit 2)
. ./r4
echo "dot $?"
printf 'false\n' >f1
. ./f1
echo "dot $?"
