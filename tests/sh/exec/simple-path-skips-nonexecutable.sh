mkdir d1 d2
printf '#!/bin/sh\necho d1\n' > d1/prog
printf '#!/bin/sh\necho d2\n' > d2/prog
chmod +x d2/prog
chmod -x d1/prog
PATH=$PWD/d1:$PWD/d2:$PATH
prog
