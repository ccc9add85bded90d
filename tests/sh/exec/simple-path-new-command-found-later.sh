mkdir d
PATH=$PWD/d:$PATH
prog 2>/dev/null
echo "status=$?"
printf '#!/bin/sh\necho now-found\n' > d/prog
chmod +x d/prog
prog
