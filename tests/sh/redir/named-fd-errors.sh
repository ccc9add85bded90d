# named-fd errors: unset variable to close, readonly target, open failure
echo a {nofd}>&-; echo "close unset: $?"
fd=notanumber; echo b {fd}>&-; echo "close non-number: $?"
readonly ro=5
echo c {ro}>f; echo "readonly: $? ro=$ro"
echo d {bad}>/nonexistent/x; echo "open failed: $? [${bad-unset}]"
echo e {arr[2]}>f; [[ ${arr[2]} -ge 10 ]] && echo "array element set"
