help > h
sed -n 1p h
grep -x ' cd \[-L|\[-P \[-e\]\] \[-@\]\] \[dir\]' h
grep -x ' wait \[-fn\] \[-p var\] \[id \.\.\.\]' h
grep -c '^ ' h | { read n; [ "$n" -ge 39 ] && echo many; }
