type /bin/sh
