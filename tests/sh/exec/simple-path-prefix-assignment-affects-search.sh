mkdir d1
printf '#!/bin/sh\necho found\n' > d1/prog
chmod +x d1/prog
PATH=$PWD/d1:$PATH prog
prog 2>/dev/null
echo "status=$?"
