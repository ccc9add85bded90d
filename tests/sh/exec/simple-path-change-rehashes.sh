mkdir d1 d2
printf '#!/bin/sh\necho d1\n' > d1/prog
printf '#!/bin/sh\necho d2\n' > d2/prog
chmod +x d1/prog d2/prog
PATH=$PWD/d1:/usr/bin:/bin
prog
PATH=$PWD/d2:/usr/bin:/bin
prog
