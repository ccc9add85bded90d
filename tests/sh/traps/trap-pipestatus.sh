# A trap's action leaves PIPESTATUS as the command it came in had it
# (bash 5.2): DEBUG, ERR, RETURN, a signal's trap.
trap 'true | false' DEBUG
false | true
echo "${PIPESTATUS[*]}"
trap - DEBUG
trap 'true | false' USR1
false | true | false
kill -USR1 $$
echo "${PIPESTATUS[*]}"
trap 'true | true | true' ERR
false | false
echo "${PIPESTATUS[*]}"
f() { true | false | true; return 3; }
trap 'true | false' RETURN
f
echo "${PIPESTATUS[*]}"
(exit 4)
echo "${PIPESTATUS[*]}"
