printf '[%.3d][%8.3d]\n' 7 7
