printf '[%s][%d]\n'
