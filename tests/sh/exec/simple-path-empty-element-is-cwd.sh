printf '#!/bin/sh\necho here\n' > prog
chmod +x prog
PATH=/nonexistent::/usr/bin:/bin
prog
