echo 'x\ay\bz\fw\rv\v' | od -c | sed -n 1p
