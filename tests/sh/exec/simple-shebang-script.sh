printf '#!/bin/cat\nbody line\n' > scr
chmod +x scr
./scr
