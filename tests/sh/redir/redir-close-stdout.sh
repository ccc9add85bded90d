( echo hidden 2>/dev/null >&-; echo "status=$?" >&2 ) 2>f
sed 's/status=[1-9][0-9]*/status=nonzero/' f
