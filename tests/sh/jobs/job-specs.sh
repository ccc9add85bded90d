# Job IDs: %n, %%, %+, %-, %string (prefix) and %?string (substring).
sleep 20 &
(sleep 20; echo unused) &
jobs %sleep
jobs %?unused
jobs %%
jobs %-
jobs %?sleep
echo "ambiguous status $?"
jobs %3
echo "missing status $?"
kill %-
wait %1
echo "wait %1: $?"
kill %+
wait %2
echo "wait %2: $?"
