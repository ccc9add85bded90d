mkdir bin
printf '#!/bin/sh\necho mytool ran\n' > bin/mytool
chmod +x bin/mytool
PATH=$PWD/bin:$PATH
mytool
type mytool | sed "s,$PWD/,./,"
