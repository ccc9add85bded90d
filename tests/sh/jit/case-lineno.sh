# $LINENO as a case subject in a compiled loop is the case's own line
for i in 1 2; do
	x=$i
	case $LINENO in 4) echo four ;; *) echo "other $LINENO" ;; esac
	: $((y = 1))
	case "$LINENO" in 6) echo six ;; *) echo "other $LINENO" ;; esac
done
