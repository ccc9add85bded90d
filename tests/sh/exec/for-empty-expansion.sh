e=
for x in $e; do echo never; done
echo "ok"
